import { ImageResponse } from "next/og";
import { PRODUCT_NAME } from "@/config/site";

/** Open Graph / Twitter card size (1.91:1). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/**
 * Next's bundled default font (Geist, shipped inside next/og) is local. Glyphs it
 * lacks would make next/og fetch a fallback font from Google at render time,
 * which fails offline; keep Latin letters, general punctuation and currency only.
 */
export function ogSafeText(text: string): string {
  return text
    .replace(/[\u00ad\u2060]/g, "")
    // Geist has the plain hyphen but not the non-breaking one (U+2011, "role‑based") nor U+2010.
    .replace(/[\u2010\u2011]/g, "-")
    .replace(/[^\u0020-\u024F\u2010-\u2027\u2030-\u205E\u20AC]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `max` characters, cut after a whole word with an ellipsis ("Ausstellung 2027)…", not "Ausstellung 202"). */
export function clipAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[\s,;:–-]+$/u, "")}…`;
}

/** The shared social card: product mark, page title, page description. */
export function renderOgImage({ title, description, locale }: { title: string; description: string; locale: string }) {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "linear-gradient(135deg, #172554 0%, #1e3a8a 60%, #1d4ed8 100%)",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <svg viewBox="0 0 24 24" width="64" height="64" fill="#dbe7ff" aria-hidden="true">
          <path d="M12 2 3 6v6c0 5 3.8 9.3 9 10 5.2-.7 9-5 9-10V6l-9-4Zm-1 14-4-4 1.4-1.4L11 13.2l4.6-4.6L17 10l-6 6Z" />
        </svg>
        <div style={{ display: "flex", fontSize: 40, letterSpacing: -0.5 }}>{PRODUCT_NAME}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 28 }}>
        <div style={{ display: "flex", fontSize: title.length > 60 ? 56 : 68, lineHeight: 1.1, letterSpacing: -1 }}>
          {ogSafeText(title)}
        </div>
        <div style={{ display: "flex", fontSize: 30, lineHeight: 1.35, color: "#dbe7ff", maxWidth: 1000 }}>
          {clipAtWord(ogSafeText(description), 180)}
        </div>
      </div>
      <div style={{ display: "flex", justifyContent: "flex-end", fontSize: 24, color: "#dbe7ff", textTransform: "uppercase" }}>
        {locale}
      </div>
    </div>,
    { ...OG_SIZE },
  );
}
