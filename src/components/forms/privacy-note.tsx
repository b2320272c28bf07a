"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/**
 * The one-line privacy note beside the submit button of every lead form, the newsletter form and the scorecard's
 * e-mail dialog: what the details are used for and a link to the privacy notice (/privacy). Texts in
 * `forms.privacyNote` (the `forms` namespace every lead form already has).
 *
 * The link opens a new tab: the forms keep what the visitor typed only in memory (no persistence), and the
 * scorecard's answers live only in the page, so leaving the page would lose them. The new tab is announced in the
 * link's name ("(opens in a new tab)"). Colours are inherited, so the note reads on any background the form sits on.
 */
export function PrivacyNote({ purpose = "request" }: { purpose?: "request" | "newsletter" }) {
  const t = useTranslations("forms.privacyNote");
  return (
    <p className="text-sm" data-testid="privacy-note">
      {t(purpose)}{" "}
      <Link href="/privacy" target="_blank" rel="noopener" prefetch={false} className="font-semibold whitespace-nowrap underline underline-offset-2">
        {t("link")}
        <span className="sr-only"> {t("newTab")}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="ml-1 inline h-3.5 w-3.5 fill-current align-[-0.125em]">
          <path d="M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11V3ZM4 5h5v2H5v8h8v-4h2v6H3V5h1Z" />
        </svg>
      </Link>
    </p>
  );
}
