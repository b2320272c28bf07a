import { getTranslations } from "next-intl/server";
import { DeploymentDiagram, type DeploymentOption } from "./deployment-diagram";

const OPTIONS: DeploymentOption[] = ["multiTenant", "dedicated", "customerHosted"];

/**
 * The security architecture in one card (home variant 3, security section): the three deployment options side by side
 * from 1280 px (narrower, "Your environment" hyphenated), each named and drawn with the /security page's diagram (each diagram a figure with its own translated caption).
 */
export async function ArchitectureOptions() {
  const t = await getTranslations("security.deployment");
  return (
    <div data-card data-testid="architecture-options" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-lg shadow-brand-900/10">
      <ul className="grid gap-5 xl:grid-cols-3 xl:gap-6">
        {OPTIONS.map((option) => (
          <li key={option}>
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
              {t(`${option}.title`)}
              {option === "customerHosted" ? (
                <span data-chip className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  {t("premium")}
                </span>
              ) : null}
            </p>
            <DeploymentDiagram option={option} />
          </li>
        ))}
      </ul>
    </div>
  );
}
