import { expect, test } from "@playwright/test";
import { LINK_MAP, linkMapDestination } from "../src/config/link-map";
import { anchorHrefs, elementIds } from "./support/html";
import { LOCALES, pathFor } from "./support/locales";

/**
 * Crawls the site from the home pages of every locale (and the home variants),
 * breadth-first, following every internal link: each must answer 200 after
 * redirects (PDFs with application/pdf), and every #anchor must exist on its page.
 */
const SEEDS = LOCALES.flatMap((locale) => [
  pathFor(locale, "/"),
  `${pathFor(locale, "/")}?home-variant=1`,
  pathFor(locale, "/landing2"),
  pathFor(locale, "/landing3"),
]);

test("every internal link resolves and every anchor exists", async ({ request, baseURL }) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL ?? "http://localhost").origin;
  const queue: string[] = [...SEEDS];
  const visited = new Set<string>();
  const referrers = new Map<string, string>();
  const idsByPage = new Map<string, Set<string>>();
  const anchors: { page: string; id: string; from: string }[] = [];
  const failures: string[] = [];

  while (queue.length > 0) {
    const target = queue.shift() as string;
    if (visited.has(target)) continue;
    visited.add(target);
    const response = await request.get(target, { maxRedirects: 10 });
    const from = referrers.get(target) ?? "(seed)";
    if (response.status() !== 200) {
      failures.push(`${target} -> ${response.status()} (linked from ${from})`);
      continue;
    }
    const type = response.headers()["content-type"] ?? "";
    if (target.split("?")[0]?.endsWith(".pdf")) {
      if (!type.startsWith("application/pdf")) failures.push(`${target}: content-type ${type} (linked from ${from})`);
      continue;
    }
    if (!type.includes("text/html")) continue;
    const html = await response.text();
    idsByPage.set(target, elementIds(html));
    for (const href of anchorHrefs(html)) {
      if (/^(mailto:|tel:|javascript:)/i.test(href) || href === "") continue;
      const url = new URL(href, new URL(target, origin));
      if (url.origin !== origin) continue;
      const page = `${url.pathname}${url.search}`;
      if (url.hash.length > 1) anchors.push({ page, id: decodeURIComponent(url.hash.slice(1)), from: target });
      if (!visited.has(page) && !queue.includes(page)) {
        queue.push(page);
        referrers.set(page, target);
      }
    }
  }

  for (const { page, id, from } of anchors) {
    const ids = idsByPage.get(page);
    if (!ids) continue; // the page itself failed and is reported above (or is a PDF)
    if (!ids.has(id)) failures.push(`${page}#${id}: no element with this id (linked from ${from})`);
  }

  // The crawl must actually reach the site: every locale's pages and the PDFs.
  expect(visited.size).toBeGreaterThan(40);
  expect([...visited].some((p) => p.endsWith(".pdf"))).toBe(true);
  expect(failures, failures.join("\n")).toEqual([]);
});

test("spec links without a page redirect to the page serving them, with context", async ({ request }) => {
  for (const entry of LINK_MAP) {
    for (const locale of ["en", "de"] as const) {
      const source = pathFor(locale, entry.source);
      const redirect = await request.get(source, { maxRedirects: 0 });
      expect(redirect.status(), source).toBe(307);
      expect(redirect.headers().location, source).toBe(pathFor(locale, linkMapDestination(entry)));
      const landed = await request.get(source);
      expect(landed.status(), source).toBe(200);
      expect(landed.url(), source).toContain(`cta=${entry.query.cta}`);
    }
  }
});
