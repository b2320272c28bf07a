import type { ReactNode } from "react";

/**
 * Links to the generated PDFs (/security-brief.pdf ...). These are files served
 * at one locale-free path, so they use a plain anchor: the locale-aware `Link`
 * would prefix them (/fr/security-brief.pdf).
 */
export function isDocumentHref(href: string): boolean {
  return /^\/[^?#]+\.pdf$/.test(href);
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
    <a href={href} type="application/pdf" className={`inline-flex items-center rounded-md px-5 py-3 text-base font-semibold ${style}`}>
      {children}
    </a>
  );
}
