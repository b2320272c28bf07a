import { useLocale, useTranslations } from "next-intl";
import { typographic } from "@/i18n/french-typography";

const RULES = ["poShare", "strongest"] as const;

/**
 * How answers count (the PO share is the one question with a preset answer, which counts; one answer per question: the
 * strongest that applies). That a skipped question scores 0 is said in the form's intro and its answered count, not
 * again here. Written once for its two places: beside the questions from 1024 px
 * (`placement="sidebar"`, in the page's sidebar) and before them under that (`placement="form"`, inside the form).
 * Each place shows at its widths only, so a reader meets the rules once. Both render on the server: the page hands the
 * form's copy to the client form as a prop.
 */
export function FraudAnswerRules({ placement }: { placement: "sidebar" | "form" }) {
  const t = useTranslations("fraudCheck.form.rules");
  const locale = useLocale();
  const sidebar = placement === "sidebar";
  const items = (
    <ul className={sidebar ? "mt-3 space-y-2 text-[0.9375rem] text-slate-800" : "mt-2 space-y-1.5 text-sm text-slate-800"}>
      {RULES.map((key) => (
        <li key={key} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 flex-none rounded-full bg-brand-600" />
          <span className="min-w-0">{typographic(locale, t(key))}</span>
        </li>
      ))}
    </ul>
  );
  if (sidebar) {
    return (
      <aside aria-labelledby="fraud-rules-title" data-testid="fraud-sidebar-rules" className="hidden rounded-xl border border-brand-100 bg-brand-50/60 p-6 lg:block">
        <h3 id="fraud-rules-title" className="text-base font-bold text-ink">
          {t("title")}
        </h3>
        {items}
      </aside>
    );
  }
  return (
    <div data-testid="fraud-answer-rules" className="rounded-lg border border-brand-100 bg-brand-50/60 p-4 lg:hidden">
      <p className="text-sm font-semibold text-ink">{t("title")}</p>
      {items}
    </div>
  );
}
