import { readdirSync } from "node:fs";
import path from "node:path";

/** Decodes the few entities React writes into attribute values and text. */
export function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** Every `href` of an `<a>` element in the HTML. */
export function anchorHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) hrefs.push(decodeEntities(match[1] ?? ""));
  return hrefs;
}

/** Every `id` attribute value in the HTML. */
export function elementIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\sid="([^"]+)"/g)) ids.add(decodeEntities(match[1] ?? ""));
  return ids;
}

/** Visible text of the body: scripts, styles and tags removed. */
export function visibleText(html: string): string {
  const body = html.replace(/^[\s\S]*?<body[^>]*>/i, "");
  return decodeEntities(
    body
      .replace(/<script[\s\S]*?<\/script>/gi, " ")
      .replace(/<style[\s\S]*?<\/style>/gi, " ")
      .replace(/<[^>]+>/g, " "),
  );
}

/** Message namespaces (one file each in messages/en). */
export const MESSAGE_NAMESPACES: string[] = readdirSync(path.resolve(__dirname, "../../messages/en"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.replace(/\.json$/, ""));

/** A raw message key left in the page (e.g. "security.hero.title"), or null. */
export function rawMessageKey(text: string): string | null {
  const pattern = new RegExp(`\\b(?:${MESSAGE_NAMESPACES.join("|")})\\.[a-zA-Z0-9]+(?:\\.[a-zA-Z0-9]+)*\\b`);
  return text.match(pattern)?.[0] ?? null;
}
