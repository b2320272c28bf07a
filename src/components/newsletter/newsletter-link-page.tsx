import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { connection } from "next/server";
import { DURATIONS } from "@/config/business-constants";
import { PRODUCT_NAME } from "@/config/site";
import { getDatabase } from "@/db/connection";
import { serverEnv } from "@/env";
import { NavAnchor } from "@/components/layout/nav-anchor";
import { newsletterKey, verifyNewsletterToken } from "@/leads/newsletter/newsletter";
import type { Locale } from "@/i18n/routing";

type Kind = "confirm" | "unsubscribe";
type Status = "confirmed" | "already-confirmed" | "unsubscribed" | "invalid" | "expired" | "unavailable";
const STATUSES: readonly Status[] = ["confirmed", "already-confirmed", "unsubscribed", "invalid", "expired", "unavailable"];

/** Title and text of each outcome (messages/<locale>/newsletter.json). */
const OUTCOME: Record<Kind, Partial<Record<Status, [string, string]>>> = {
  confirm: {
    confirmed: ["confirmedTitle", "confirmedBody"],
    "already-confirmed": ["alreadyConfirmedTitle", "alreadyConfirmedBody"],
    unsubscribed: ["unsubscribedBeforeTitle", "unsubscribedBeforeBody"],
    invalid: ["invalidTitle", "invalidBody"],
    expired: ["expiredTitle", "expiredBody"],
    unavailable: ["unavailableTitle", "unavailableBody"],
  },
  unsubscribe: {
    unsubscribed: ["unsubscribedTitle", "unsubscribedBody"],
    invalid: ["invalidTitle", "invalidBody"],
    expired: ["invalidTitle", "invalidBody"],
    unavailable: ["unavailableTitle", "unavailableBody"],
  },
};

export type NewsletterPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function newsletterPageMetadata(locale: Locale, kind: Kind): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "newsletter" });
  return { title: t(kind === "confirm" ? "confirmTitle" : "unsubscribeTitle"), robots: { index: false, follow: false } };
}

/**
 * The page a newsletter e-mail's link opens (src/leads/newsletter/newsletter.ts). With a valid token it asks for the one
 * click (a POST form, so link scanners change nothing, and it works without JavaScript); after the POST, or with
 * a bad token, it shows the outcome, translated. Rendered per request, never indexed.
 */
export async function NewsletterLinkPage({ locale, kind, searchParams }: { locale: Locale; kind: Kind; searchParams: NewsletterPageProps["searchParams"] }) {
  await connection();
  setRequestLocale(locale);
  const t = await getTranslations("newsletter");
  const query = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const token = one(query.token) ?? "";
  let status = STATUSES.find((s) => s === one(query.status));

  if (!status) {
    try {
      const db = await getDatabase();
      const check = verifyNewsletterToken(await newsletterKey(db.sql, serverEnv().LINK_SIGNING_SECRET), kind, token);
      if (!check.ok) status = check.reason;
    } catch {
      status = "unavailable";
    }
  }
  const values = { product: PRODUCT_NAME, days: DURATIONS.newsletterConfirmDays };
  const outcome = status ? (OUTCOME[kind][status] ?? OUTCOME[kind].invalid) : undefined;

  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6" aria-labelledby="newsletter-title">
      {outcome ? (
        <div data-testid="newsletter-outcome" data-status={status}>
          <h1 id="newsletter-title" className="text-3xl font-bold text-ink">
            {t(outcome[0] as "confirmedTitle", values)}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{t(outcome[1] as "confirmedBody", values)}</p>
          <p className="mt-8">
            <NavAnchor href="/" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
              {t("home")}
            </NavAnchor>
          </p>
        </div>
      ) : (
        <div>
          <h1 id="newsletter-title" className="text-3xl font-bold text-ink">
            {t(kind === "confirm" ? "confirmTitle" : "unsubscribeTitle")}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{t(kind === "confirm" ? "confirmIntro" : "unsubscribeIntro", values)}</p>
          <form method="post" action={`/api/newsletter/${kind}`} className="mt-8">
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              className="rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t(kind === "confirm" ? "confirmButton" : "unsubscribeButton")}
            </button>
          </form>
        </div>
      )}
    </section>
  );
}
