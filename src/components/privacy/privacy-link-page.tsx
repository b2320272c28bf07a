import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { connection } from "next/server";
import { getDatabase } from "@/db/connection";
import { serverEnv } from "@/env";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { checkPrivacyLink, PRIVACY_LINK } from "@/leads/privacy/privacy-self-service";

type Kind = "access" | "erase";
type Status = "erased" | "already-erased" | "nothing-held" | "invalid" | "expired" | "unavailable";
const STATUSES: readonly Status[] = ["erased", "already-erased", "nothing-held", "invalid", "expired", "unavailable"];

/** Title and text of each outcome (messages/<locale>/myData.json `outcome.*`). */
const OUTCOME: Record<Status, [string, string]> = {
  erased: ["erasedTitle", "erasedBody"],
  "already-erased": ["alreadyErasedTitle", "alreadyErasedBody"],
  "nothing-held": ["nothingHeldTitle", "nothingHeldBody"],
  invalid: ["invalidTitle", "invalidBody"],
  expired: ["expiredTitle", "expiredBody"],
  unavailable: ["unavailableTitle", "unavailableBody"],
};

export type PrivacyLinkPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function privacyLinkPageMetadata(locale: Locale, kind: Kind): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "myData" });
  return { title: t(kind === "access" ? "link.accessTitle" : "link.eraseTitle"), robots: { index: false, follow: false } };
}

const BUTTON =
  "rounded-md px-5 py-3 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const LINK_CLASS = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

/**
 * The page a self-service privacy link opens (src/leads/privacy-self-service.ts). With a valid token it explains
 * and asks for one click: a POST form (the token in the body), so a mail scanner that fetches the link reads and
 * erases nothing; it works without JavaScript. After an erasure, or with a bad or expired token, it shows the
 * outcome. Rendered per request, never indexed; the address is never shown (the token carries it, signed).
 */
export async function PrivacyLinkPage({ locale, kind, searchParams }: { locale: Locale; kind: Kind; searchParams: PrivacyLinkPageProps["searchParams"] }) {
  await connection();
  setRequestLocale(locale);
  const t = await getTranslations("myData");
  const format = await getFormatter();
  const query = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const token = one(query.token) ?? "";
  let status = STATUSES.find((s) => s === one(query.status));
  let expiresAt: Date | null = null;
  if (!status) {
    try {
      const db = await getDatabase();
      const check = await checkPrivacyLink(db, serverEnv().LINK_SIGNING_SECRET, kind, token);
      if (!check.ok) status = check.reason;
      else expiresAt = check.expiresAt;
    } catch {
      status = "unavailable";
    }
  }
  const values = { minutes: PRIVACY_LINK.minutes };
  const outcome = status ? OUTCOME[status] : undefined;
  const failed = status === "invalid" || status === "expired" || status === "unavailable";

  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6" aria-labelledby="my-data-title">
      {outcome ? (
        <div data-testid="privacy-outcome" data-status={status}>
          <h1 id="my-data-title" className="text-3xl font-bold text-ink">
            {t(`outcome.${outcome[0]}` as "outcome.erasedTitle", values)}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{t(`outcome.${outcome[1]}` as "outcome.erasedBody", values)}</p>
          <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
            {failed ? (
              <Link href="/privacy/my-data" className={LINK_CLASS}>
                {t("requestAgain")}
              </Link>
            ) : null}
            <Link href="/privacy" className={LINK_CLASS}>
              {t("notice")}
            </Link>
          </p>
        </div>
      ) : (
        <div>
          <h1 id="my-data-title" className="text-3xl font-bold text-ink">
            {t(kind === "access" ? "link.accessTitle" : "link.eraseTitle")}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{t(kind === "access" ? "link.accessIntro" : "link.eraseIntro")}</p>
          {kind === "erase" ? (
            <p className="mt-4 rounded-md border border-amber-700 bg-amber-50 p-4 font-medium text-amber-900">{t("link.eraseWarning")}</p>
          ) : null}
          <form method="post" action={`/api/privacy/my-data/${kind === "access" ? "export" : "erase"}`} className="mt-8">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className={`${BUTTON} ${kind === "access" ? "bg-brand-600 hover:bg-brand-700" : "bg-red-700 hover:bg-red-800"}`}>
              {t(kind === "access" ? "link.accessButton" : "link.eraseButton")}
            </button>
          </form>
          {expiresAt ? (
            <p className="mt-4 text-sm text-slate-600">
              {t("link.valid", { time: format.dateTime(expiresAt, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) })}
            </p>
          ) : null}
          {kind === "access" ? <p className="mt-4 text-sm text-slate-600">{t("link.accessNote")}</p> : null}
        </div>
      )}
    </section>
  );
}
