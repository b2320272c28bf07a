import { readdirSync } from "node:fs";
import path from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";

/**
 * Reading served HTML in the API-level specs: a real HTML parser (htmlparser2), so the tests depend on the
 * document, not on how Next happens to write its tags (attribute order, quoting, entities).
 */
type Node = ReturnType<typeof parseDocument>["children"][number];
type Element = Extract<Node, { attribs: Record<string, string> }>;

function elements(html: string, name: string): Element[] {
  const doc = parseDocument(html);
  return DomUtils.findAll((el) => el.name === name, doc.children) as Element[];
}

/** Every `href` of an `<a>` element in the HTML (entities decoded). */
export function anchorHrefs(html: string): string[] {
  return elements(html, "a").flatMap((a) => (a.attribs.href === undefined ? [] : [a.attribs.href]));
}

/** Every `id` attribute value in the HTML. */
export function elementIds(html: string): Set<string> {
  const doc = parseDocument(html);
  const found = DomUtils.findAll((el) => el.attribs.id !== undefined, doc.children);
  return new Set(found.map((el) => el.attribs.id as string));
}

/** Visible text of the body: scripts, styles and tags removed. */
export function visibleText(html: string): string {
  const doc = parseDocument(html);
  const body = DomUtils.findOne((el) => el.name === "body", doc.children);
  if (!body) return "";
  for (const el of DomUtils.findAll((node) => ["script", "style", "template"].includes(node.name), body.children)) {
    DomUtils.removeElement(el);
  }
  return DomUtils.filter((node) => DomUtils.isText(node), body.children)
    .map((node) => (DomUtils.isText(node) ? node.data : ""))
    .join(" ");
}

/** The document's `<title>` text. */
export function titleOf(html: string): string {
  const title = elements(html, "title")[0];
  return title ? DomUtils.textContent(title).trim() : "";
}

/** `lang` of the `<html>` element. */
export function htmlLang(html: string): string | undefined {
  return elements(html, "html")[0]?.attribs.lang;
}

/** How many elements named `name` the document has. */
export function countElements(html: string, name: string): number {
  return elements(html, name).length;
}

/** The `content` of the `<meta>` whose `attr` (property or name) is `key`. */
export function metaContent(html: string, attr: "property" | "name", key: string): string | undefined {
  return elements(html, "meta").find((m) => m.attribs[attr] === key)?.attribs.content;
}

/** The attributes of every `<link>` element. */
export function linkTags(html: string): Array<Record<string, string>> {
  return elements(html, "link").map((l) => l.attribs);
}

/** The `<url>` entries of a sitemap: `loc` and the `xhtml:link` alternates by hreflang. */
export function sitemapEntries(xml: string): Array<{ loc: string; alternates: Record<string, string> }> {
  const doc = parseDocument(xml, { xmlMode: true });
  return DomUtils.findAll((el) => el.name === "url", doc.children).map((url) => {
    const loc = DomUtils.findOne((el) => el.name === "loc", url.children);
    const links = DomUtils.findAll((el) => el.name === "xhtml:link" && el.attribs.rel === "alternate", url.children);
    return {
      loc: loc ? DomUtils.textContent(loc).trim() : "",
      alternates: Object.fromEntries(links.map((l) => [l.attribs.hreflang ?? "", l.attribs.href ?? ""])),
    };
  });
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
