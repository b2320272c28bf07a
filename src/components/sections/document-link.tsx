import { useLocale } from "next-intl";
import type { ReactNode } from "react";
import { localizedPath } from "@/i18n/routing";

/**
 * Links to the generated PDFs (/security-brief.pdf ...). Each exists per locale
 * (/fr/security-brief.pdf is French, src/app/[locale]/documents/[document]), so a page
 * links to the document in its own language, marked with hreflang. A plain
 * anchor: the PDFs are route handlers, not pages to prefetch.
 */
export function isDocumentHref(href: string): boolean {
  return /^\/[^?#]+\.pdf$/.test(href);
}

export function DocumentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const locale = useLocale();
  return (
    <a href={localizedPath(locale, href)} hrefLang={locale} type="application/pdf" className={className}>
      {children}
    </a>
  );
}

export function DocumentButton({
  href,
  children,
  variant = "primary",
}: {
  href: string;
  children: ReactNode;
  variant?: "primary" | "secondary";
}) {
  const style =
    variant === "primary"
      ? "bg-brand-600 text-white hover:bg-brand-700"
      : "border border-brand-600 bg-white text-brand-700 hover:bg-brand-50";
  return (
    <DocumentLink href={href} className={`inline-flex items-center rounded-md px-5 py-3 text-base font-semibold ${style}`}>
      {children}
    </DocumentLink>
  );
}
