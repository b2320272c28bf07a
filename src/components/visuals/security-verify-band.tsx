import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { DocumentLink, isDocumentHref } from "@/components/sections/document-link";
import { EXTRA_PAGE_CONSTANTS } from "@/config/business-constants";
import { getFormatter } from "@/i18n/formatter-server";
import { formatUnit } from "@/i18n/number-format";
import { Link } from "@/i18n/navigation";
import { ResourceKicker, ResourceTypeIcon } from "./resources-type-icon";
import { keepCompounds } from "@/components/sections/keep-compounds";


/** The six controls /security states that a reviewer can have shown to them, in the order the page explains them. */
export const VERIFIABLE = ["tenants", "encryption", "connectors", "fourEyes", "support", "evidence"] as const;
type Verifiable = (typeof VERIFIABLE)[number];

/** Glyph strokes shared with the hero's access model (security-access-model.tsx). */
export const INK = "fill-none stroke-brand-700";
export const SOFT = "fill-brand-50 stroke-brand-700";

/** One glyph per control on a 24 x 24 grid; the hero's access model draws its approvers and support with two of them. */
export const CONTROL_GLYPHS: Record<Verifiable, ReactNode> = {
  // Three tenants side by side, yours drawn solid: separate, not shared.
  tenants: (
    <g>
      <rect x="2.5" y="5" width="5.5" height="14" rx="1.2" className="fill-white stroke-slate-400" strokeWidth="1.4" />
      <rect x="9.25" y="3.5" width="5.5" height="17" rx="1.2" className="fill-brand-700 stroke-brand-700" strokeWidth="1.4" />
      <rect x="16" y="5" width="5.5" height="14" rx="1.2" className="fill-white stroke-slate-400" strokeWidth="1.4" />
      <path d="M11 8h2M11 11h2" className="stroke-white" strokeWidth="1.4" strokeLinecap="round" />
    </g>
  ),
  // A padlock with a key hole: encrypted in transit and at rest.
  encryption: (
    <g>
      <path d="M7.5 10.5V8a4.5 4.5 0 0 1 9 0v2.5" className={INK} strokeWidth="1.7" />
      <rect x="4.5" y="10.5" width="15" height="10.5" rx="2" className={SOFT} strokeWidth="1.7" />
      <circle cx="12" cy="14.8" r="1.5" className="fill-brand-700" />
      <path d="M12 16v2.2" className="stroke-brand-700" strokeWidth="1.6" strokeLinecap="round" />
    </g>
  ),
  // A plug into a narrow gate: the connector does only what it must.
  connectors: (
    <g>
      <rect x="2.5" y="8" width="7" height="8" rx="1.5" className={SOFT} strokeWidth="1.6" />
      <path d="M9.5 10.5h3M9.5 13.5h3" className={INK} strokeWidth="1.6" strokeLinecap="round" />
      <path d="M15 4.5v15" className="stroke-brand-700" strokeWidth="1.8" strokeLinecap="round" />
      <path d="M15 10v4" className="stroke-white" strokeWidth="2.4" />
      <path d="M12.5 12h9M19 9.5l2.5 2.5-2.5 2.5" className={INK} strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  // Two people, the second ticked: a different person approves.
  fourEyes: (
    <g>
      <circle cx="7.5" cy="7.5" r="3" className={SOFT} strokeWidth="1.5" />
      <path d="M2 19.5c0-3.6 2.4-5.8 5.5-5.8s5.5 2.2 5.5 5.8" className={SOFT} strokeWidth="1.5" />
      <circle cx="16.5" cy="7.5" r="3" className={SOFT} strokeWidth="1.5" />
      <path d="M13.4 14.2a5.4 5.4 0 0 1 3.1-.5" className={INK} strokeWidth="1.5" strokeLinecap="round" />
      <circle cx="18.5" cy="17.5" r="4" className="fill-signal-600" />
      <path d="M16.6 17.6l1.3 1.3 2.4-2.5" className="fill-none stroke-white" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  // An hourglass: access only for a time, then it expires.
  support: (
    <g>
      <path d="M6 3h12M6 21h12" className={INK} strokeWidth="1.7" strokeLinecap="round" />
      <path d="M7.5 3.5c0 4 4.5 5.5 4.5 8.5s-4.5 4.5-4.5 8.5h9c0-4-4.5-5.5-4.5-8.5s4.5-4.5 4.5-8.5z" className={SOFT} strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M9.5 19.5c.5-2 2.5-2.8 2.5-2.8s2 .8 2.5 2.8z" className="fill-brand-700" />
    </g>
  ),
  // A ledger whose lines are sealed: written once, never edited.
  evidence: (
    <g>
      <rect x="4" y="2.5" width="13" height="17" rx="1.5" className="fill-white stroke-brand-700" strokeWidth="1.5" />
      <path d="M7 7h7M7 10h7M7 13h4" className="stroke-brand-600/50" strokeWidth="1.6" strokeLinecap="round" />
      <rect x="13" y="14" width="8" height="7" rx="1.2" className="fill-brand-700" />
      <path d="M14.7 14v-1.5a2.3 2.3 0 0 1 4.6 0V14" className={INK} strokeWidth="1.4" />
    </g>
  ),
};

/**
 * How a reviewer can examine the controls, in the order of the audit-status row. This row is the page's one list of
 * its review documents (the page had a second, "Documents for your review", near its end): each with its kind drawn
 * and its format.
 */
const REVIEWABLE = [
  { key: "brief", href: "/security-brief.pdf", type: "brief" },
  { key: "summary", href: "/security-compliance-brief", type: "overview" },
  { key: "review", href: "/architecture-review", type: "session" },
  { key: "questionnaire", href: "/talk-to-expert?topic=security-compliance&cta=security-audits", type: "questionnaire" },
] as const;

const LINK =
  "rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * Right under /security's hero: first the audit status a CISO looks for, stated as it is (the page names no
 * certification or third-party audit report) with what the security team can review instead; then what a reviewer can
 * verify for themselves: six controls the page already states, each with a glyph drawn in code (aria-hidden: the
 * words carry the meaning).
 */
export async function SecurityVerifyBand() {
  const t = await getTranslations("security");
  const tResources = await getTranslations("resources");
  const format = await getFormatter();
  const formats: Record<(typeof REVIEWABLE)[number]["key"], string | null> = {
    brief: tResources("formats.pdf"),
    summary: t("documents.summary.format"),
    review: formatUnit((v, o) => format.number(v, o), EXTRA_PAGE_CONSTANTS.architectureReviewMinutes, "minute"),
    questionnaire: null,
  };
  return (
    <section aria-labelledby="verify-title" data-testid="security-verify-band" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div
          data-testid="security-audit-status"
          className="grid gap-5 rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-10"
        >
          {/* On a phone the icon sits beside the title only, and the body takes the card's full width under both (an
              indented column beside the icon ran about 230 px wide at 390 px); from 640 px the body stays under the title. */}
          <div className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 sm:items-start">
            <span aria-hidden="true" className="flex h-10 w-10 flex-none items-center justify-center rounded-lg bg-white ring-1 ring-brand-100">
              <svg viewBox="0 0 24 24" className="h-6 w-6" role="presentation">
                {/* A report with a seal: what an auditor would issue. */}
                <rect x="4" y="2.5" width="13" height="17" rx="1.5" className="fill-white stroke-brand-700" strokeWidth="1.5" />
                <path d="M7 7h7M7 10h7M7 13h3" className="stroke-brand-600/50" strokeWidth="1.6" strokeLinecap="round" />
                <circle cx="16.5" cy="16.5" r="4.5" className="fill-brand-700" />
                <path d="M14.6 16.6l1.3 1.3 2.4-2.5" className="fill-none stroke-white" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <div className="contents sm:block sm:min-w-0">
              <h2 className="min-w-0 text-xl font-bold tracking-tight text-balance text-ink">{t("audits.title")}</h2>
              <p className="col-span-2 mt-3 text-slate-700 sm:mt-2">{keepCompounds(t("audits.body"))}</p>
            </div>
          </div>
          <ul className="grid min-w-0 content-center gap-3 md:grid-cols-2">
            {REVIEWABLE.map((item) => {
              const label = t(`audits.items.${item.key}`, { minutes: EXTRA_PAGE_CONSTANTS.architectureReviewMinutes });
              return (
                <li
                  key={item.key}
                  data-reviewable={item.key}
                  className="flex min-w-0 items-start gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-brand-100"
                >
                  <ResourceTypeIcon type={item.type} size="sm" />
                  <span className="min-w-0">
                    <ResourceKicker as="span" typeLabel={tResources(`types.${item.type}`)} format={formats[item.key]} />
                    <span className="mt-1 block">
                      {isDocumentHref(item.href) ? (
                        <DocumentLink href={item.href} className={LINK}>
                          {keepCompounds(label)}
                        </DocumentLink>
                      ) : (
                        <Link href={item.href} className={LINK}>
                          {keepCompounds(label)}
                        </Link>
                      )}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:gap-12">
          <div className="min-w-0">
            <h2 id="verify-title" className="text-2xl font-bold tracking-tight text-balance text-ink">
              {t("verify.title")}
            </h2>
            <p className="mt-3 text-slate-700">{keepCompounds(t("verify.intro"))}</p>
          </div>
          {/* From 640 px each control spans two rows of the list's grid (CSS subgrid): the glyph beside both, the title
              at the top of the first (level with the glyph and with the titles beside it), the text in the second, so
              the texts of one row start level too even where a title beside them takes two or three lines. */}
          <ul className="grid min-w-0 gap-x-8 gap-y-6 sm:grid-cols-2 xl:grid-cols-3">
            {VERIFIABLE.map((key) => (
              <li
                key={key}
                data-verify={key}
                className="flex min-w-0 gap-3 sm:row-span-2 sm:grid sm:grid-cols-[2.5rem_minmax(0,1fr)] sm:grid-rows-subgrid sm:gap-x-3 sm:gap-y-1"
              >
                <span aria-hidden="true" className="flex h-10 w-10 flex-none items-center justify-center rounded-lg bg-brand-50 ring-1 ring-brand-100 sm:row-span-2">
                  <svg viewBox="0 0 24 24" className="h-6 w-6" role="presentation">
                    {CONTROL_GLYPHS[key]}
                  </svg>
                </span>
                <div className="min-w-0 sm:contents">
                  <h3 className="font-semibold text-ink">{keepCompounds(t(`verify.items.${key}.title`))}</h3>
                  <p data-verify-body className="mt-1 text-sm text-slate-700 sm:col-start-2 sm:mt-0">{keepCompounds(t(`verify.items.${key}.body`))}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
