import { getTranslations } from "next-intl/server";
import { loosely } from "@/i18n/translate";

/**
 * The pilot's FAQ for a CFO, answered only with what the page already states (duration and scope, what is measured,
 * day 31, the guarantee's terms, what the visitor provides). Native <details>/<summary>, server-rendered: keyboard
 * operable (Tab, then Enter or Space) with no client JavaScript, and every answer is in the page for search and print.
 * The first question starts open: beside the taller sample readout (from 1024 px) the list then ends near the readout's foot.
 */
export async function ScorecardFaq({ args }: { args: Record<string, string> }) {
  const t = await getTranslations("scorecard.pilot.faq");
  /** An item by index (the list is an array in the messages). */
  const item = loosely(t);
  const items = t.raw("items") as { q: string; a: string }[];
  return (
    <div data-testid="pilot-faq">
      <h3 className="text-lg font-semibold text-ink">{t("title")}</h3>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        {items.map((raw, i) => (
          <details key={raw.q} data-faq-item open={i === 0} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-5 py-4 text-left font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
              {item(`items.${i}.q`, args)}
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 flex-none fill-slate-700 group-open:rotate-180 motion-safe:transition-transform">
                <path d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7z" />
              </svg>
            </summary>
            <p className="px-5 pb-4 text-slate-700">{item(`items.${i}.a`, args)}</p>
          </details>
        ))}
      </div>
    </div>
  );
}
