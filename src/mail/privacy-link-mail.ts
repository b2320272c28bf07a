import { createTranslator } from "use-intl/core";
import { PRODUCT_NAME } from "@/config/site";
import { loadMessages } from "@/i18n/messages";
import type { Locale } from "@/i18n/routing";
import { loosely } from "@/i18n/translate";

/**
 * The e-mail of a self-service privacy request (docs/leads.md, "Self-service privacy requests"): fixed copy from
 * messages/<locale>/myData.json (`mail.*`) and the signed link, nothing a visitor typed (the address it goes to is
 * its only personal content, in the To header). Plain text and the same lines as HTML.
 */
export interface PrivacyLinkMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function privacyLinkMail(
  locale: Locale,
  kind: "access" | "erase",
  link: string,
  options: { siteUrl: string; minutes: number },
): Promise<PrivacyLinkMail> {
  const messages = await loadMessages(locale);
  const t = loosely(createTranslator({ locale, messages: messages as never, namespace: "myData" as never }));
  let site = options.siteUrl;
  try {
    site = new URL(options.siteUrl).host;
  } catch {
    // keep as configured
  }
  const values = { product: PRODUCT_NAME, site, minutes: options.minutes };
  const paragraphs = [
    t("mail.greeting"),
    t(kind === "access" ? "mail.accessIntro" : "mail.eraseIntro", values),
    t(kind === "access" ? "mail.accessAction" : "mail.eraseAction", values),
    link,
    t("mail.validity", values),
    t("mail.ignore", values),
    t("mail.signoff", values),
  ];
  const html = paragraphs
    .map((p) => (p === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`))
    .join("\n");
  return {
    subject: t(kind === "access" ? "mail.accessSubject" : "mail.eraseSubject", values),
    text: `${paragraphs.join("\n\n")}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#0f172a">${html}</body></html>`,
  };
}
