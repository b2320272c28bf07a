import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { HERO_INVOICE_SAMPLE } from "@/config/business-constants";
import { PRODUCT_NAME } from "@/config/site";
import { SceneFigure, StatusIcon, type Tone } from "./scene";

/**
 * The home heroes' product scene: an invoice under inspection. Sender authentication, the sender's domain
 * beside the one on file (a look-alike in the "hold" scenario), bank ownership and approvals feed the ALLOW /
 * MANUAL VERIFY / HOLD decision and its reason. Server-rendered HTML + inline SVG, no client code; the whole scene
 * is aria-hidden and described by one visually hidden caption. All figures are illustrative (badge on the card).
 */
export type Scenario = "allow" | "verify" | "hold";

const REAL_DOMAIN = "northwind-supply.com";
const LOOKALIKE_DOMAIN = "northwlnd-supply.com";

const CHECKS: Record<Scenario, { sender: "pass" | "fail"; domain: "match" | "lookalike"; bank: "verified" | "changed" | "mismatch" }> = {
  allow: { sender: "pass", domain: "match", bank: "verified" },
  verify: { sender: "pass", domain: "match", bank: "changed" },
  hold: { sender: "fail", domain: "lookalike", bank: "mismatch" },
};

const DECISION_STATUS: Record<Scenario, "success" | "warning" | "danger"> = { allow: "success", verify: "warning", hold: "danger" };

const DECISION_TONE: Record<Scenario, string> = {
  allow: "border-signal-600 bg-signal-50 text-signal-700",
  verify: "border-amber-500 bg-amber-50 text-amber-900",
  hold: "border-hold-700 bg-hold-50 text-hold-700",
};

export async function InvoiceInspection({ scenario }: { scenario: Scenario }) {
  const t = await getTranslations("home.visual");
  const tCommon = await getTranslations("common");
  const format = await getFormatter();
  const checks = CHECKS[scenario];
  const senderDomain = checks.domain === "lookalike" ? LOOKALIKE_DOMAIN : REAL_DOMAIN;
  const rows: { key: string; label: string; detail: string; tone: Tone; extra?: React.ReactNode }[] = [
    {
      key: "sender",
      label: t("checks.sender.label"),
      detail: t(`checks.sender.${checks.sender}`),
      tone: checks.sender === "pass" ? "ok" : "bad",
    },
    {
      key: "domain",
      label: t("checks.domain.label"),
      detail: t(`checks.domain.${checks.domain}`),
      tone: checks.domain === "match" ? "ok" : "bad",
      extra: (
        <span className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 font-mono text-xs">
          <span className="text-slate-600">{t("from")}</span>
          <span className={checks.domain === "lookalike" ? "font-semibold text-hold-700" : "text-slate-800"}>{senderDomain}</span>
          <span className="text-slate-600">{t("onFile")}</span>
          <span className="text-slate-800">{REAL_DOMAIN}</span>
        </span>
      ),
    },
    {
      key: "bank",
      label: t("checks.bank.label"),
      detail: t(`checks.bank.${checks.bank}`),
      tone: checks.bank === "verified" ? "ok" : checks.bank === "changed" ? "warn" : "bad",
    },
    {
      key: "approvals",
      label: t("checks.approvals.label"),
      detail: t("checks.approvals.status", { done: format.number(HERO_INVOICE_SAMPLE.approvals), total: format.number(HERO_INVOICE_SAMPLE.approvals) }),
      tone: "ok",
    },
  ];
  const decision = t(`decisions.${scenario}`);
  const reason = t(`reasons.${scenario}`);

  return (
    <SceneFigure caption={t("caption", { product: PRODUCT_NAME, decision, reason })} testId="hero-scene" scenario={scenario}>
      <div data-card className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-lg shadow-brand-900/10">
        {/* The scan line sweeping the invoice: motion only when the visitor allows it. Inset by the card's border, so the
            band never paints over the card's outline. */}
        <div data-decoration className="scene-scan pointer-events-none absolute inset-px opacity-0" />
        <div className="relative flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("invoice", { number: HERO_INVOICE_SAMPLE.number })}</p>
            <p className="mt-1 text-2xl font-bold text-ink tabular-nums">
              {format.number(HERO_INVOICE_SAMPLE.amountUsd, { style: "currency", currency: "USD", maximumFractionDigits: 0 })}
            </p>
          </div>
          <span data-chip className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">{tCommon("illustrativeShort")}</span>
        </div>
        <ol className="relative mt-3 space-y-2">
          {rows.map((row) => (
            <li key={row.key} className="flex gap-3 rounded-lg border border-slate-100 bg-slate-50 p-2.5">
              <StatusIcon tone={row.tone} />
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-ink">{row.label}</span>
                <span className="block text-slate-700">{row.detail}</span>
                {row.extra}
              </span>
            </li>
          ))}
        </ol>
        {/* The checks feed the decision. */}
        <svg data-decoration aria-hidden="true" viewBox="0 0 200 28" className="mx-auto my-0.5 block h-6 w-40 max-w-full" preserveAspectRatio="none">
          <path d="M20 0 C20 16 100 10 100 28 M100 0 V28 M180 0 C180 16 100 10 100 28" className="fill-none stroke-slate-300" strokeWidth="2" />
        </svg>
        <div data-tone={DECISION_STATUS[scenario]} className={`rounded-xl border-2 p-3 ${DECISION_TONE[scenario]}`}>
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-xs font-semibold tracking-wide uppercase">{t("decisionLabel")}</span>
            <span data-chip className="rounded-md bg-white/70 px-2 py-0.5 font-mono text-sm font-bold">{decision}</span>
          </p>
          <p className="mt-1 text-sm">{reason}</p>
        </div>
        {/* The three decisions: one row where the card fits them in every locale (19.5rem); at 12 px French would not fit one row on a 390 px phone, else one a line; a wrapped
            row left the last one alone (French and Spanish on a phone). */}
        <div className="@container mt-3">
          <ul data-decision-chips className="flex flex-col items-start gap-1 text-[0.7rem] font-semibold @min-[19.5rem]:flex-row @min-[19.5rem]:flex-wrap">
            {(["allow", "verify", "hold"] as const).map((key) => (
              <li
                key={key}
                data-chip
                data-tone={key === scenario ? DECISION_STATUS[key] : "neutral"}
                className={`rounded-full border px-1.5 py-0.5 ${key === scenario ? DECISION_TONE[key] : "border-slate-200 text-slate-600"}`}
              >
                {t(`decisions.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </SceneFigure>
  );
}
