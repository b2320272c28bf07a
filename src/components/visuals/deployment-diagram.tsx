import { getTranslations } from "next-intl/server";
import { PRODUCT_NAME } from "@/config/site";
import { SceneFigure } from "./scene";

export type DeploymentOption = "multiTenant" | "dedicated" | "customerHosted";

/**
 * Narrower padding under 360 px, where a box is about 80 px wide and "Mandanten" must fit it whole. From 640 px the
 * labels are 13 px (12 px read as fine print beside the 16 px text around the diagram).
 */
const box = "rounded-md border px-1 py-1.5 text-center text-xs font-semibold min-[360px]:px-2 sm:text-[0.8125rem]";
const side = "text-xs font-semibold text-slate-700 sm:text-[0.8125rem]";

/**
 * Where the platform runs for one deployment option (/security): your environment on the left, the vendor's
 * cloud on the right, the platform placed in one of them. HTML boxes (text wraps in every locale) joined by an SVG
 * link; aria-hidden with a visually hidden caption.
 */
export async function DeploymentDiagram({ option }: { option: DeploymentOption }) {
  const t = await getTranslations("security.deployment.diagram");
  const product = { product: PRODUCT_NAME };
  const platform = (
    <div className={`${box} border-brand-600 bg-brand-50 text-brand-900`}>
      {option === "multiTenant" ? t("tenant") : t("app", product)}
      <span className="mt-1 block rounded bg-white px-1 py-0.5 font-mono text-xs text-slate-700 sm:text-[0.8125rem]">
        {/* Keys held for your tenant in our cloud; your own keys only where the platform runs in your account. */}
        {option === "customerHosted" ? t("keys") : t("tenantKeys")}
      </span>
    </div>
  );
  const yours = (
    <div className="flex min-w-0 flex-col gap-2 rounded-lg border-2 border-dashed border-slate-400 p-2">
      <p className={side}>{t("yourSide")}</p>
      <div className={`${box} border-slate-300 bg-white text-slate-800`}>{t("erp")}</div>
      {option === "customerHosted" ? platform : null}
    </div>
  );
  const vendor =
    option === "customerHosted" ? null : (
      <div className="flex min-w-0 flex-col gap-2 rounded-lg border-2 border-slate-300 bg-slate-50 p-2">
        <p className={side}>{t("vendorSide", product)}</p>
        {platform}
        {option === "multiTenant" ? <div className={`${box} border-slate-200 bg-white text-slate-600`}>{t("others")}</div> : null}
      </div>
    );
  return (
    <SceneFigure caption={t(`captions.${option}`, product)} testId={`deployment-diagram-${option}`} className="mt-4">
      {/* Side by side when the card is wide enough for "Attestra Platform" whole in its box (21rem); stacked, the link
          turned upright, in a narrower card (a phone, three cards abreast at 768 to 1439 px, a home's narrow column). */}
      <div className="@container">
        <div className={`grid items-center gap-1 ${vendor ? "grid-cols-1 @min-[21rem]:grid-cols-[minmax(0,1fr)_1.5rem_minmax(0,1fr)]" : "grid-cols-1"}`}>
          {yours}
          {vendor ? (
            <>
              <svg aria-hidden="true" viewBox="0 0 24 12" data-link className="mx-auto my-1.5 w-6 rotate-90 @min-[21rem]:my-0 @min-[21rem]:rotate-0">
                <path
                  d="M0 6h24"
                  className="stroke-brand-600"
                  strokeWidth="2"
                  strokeDasharray={option === "dedicated" ? undefined : "3 2"}
                />
              </svg>
              {vendor}
            </>
          ) : null}
        </div>
      </div>
    </SceneFigure>
  );
}
