import { Section } from "@/components/sections/section";
import { SamplePanel } from "./panel";
import { getLooseTranslator } from "@/i18n/translate-server";

/** The risk decision codes; their labels are the home scene's (messages/<locale>/home.json, visual.decisions). */
const DECISIONS = [
  { key: "allow", tone: "success", style: "bg-green-100 text-green-900" },
  { key: "verify", tone: "warning", style: "bg-amber-100 text-amber-900" },
  { key: "hold", tone: "danger", style: "bg-red-100 text-red-900" },
] as const;

/** ACH fraud page: the three risk decisions, each with its reasons (identity and fraud signals). */
export async function RiskDecisions() {
  const t = await getLooseTranslator("solutionsUseCase.achFraud.decisions");
  const code = await getLooseTranslator("home.visual.decisions");
  return (
    <Section id="decisions" title={t("title")} intro={t("intro")} tone="muted">
      <div className="grid gap-6 lg:grid-cols-3">
        {DECISIONS.map((decision) => (
          <SamplePanel key={decision.key} title={t(`${decision.key}.title`)} headingId={`decision-${decision.key}`} testId={`decision-${decision.key}`}>
            <p>
              <span data-chip data-tone={decision.tone} className={`rounded px-2 py-0.5 text-xs font-bold tracking-wide ${decision.style}`}>{code(decision.key)}</span>
            </p>
            <p className="mt-3 font-medium text-ink">{t(`${decision.key}.invoice`)}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              {(t.raw(`${decision.key}.reasons`) as string[]).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </SamplePanel>
        ))}
      </div>
    </Section>
  );
}
