import { expect, test } from "@playwright/test";
import { linkTags, metaContent, sitemapEntries, titleOf } from "./support/html";
import { postBuild } from "./support/post-build";
import { gotoHydrated } from "./support/hydration";
import { ALL_PAGES, SITEMAP_EXCLUDED } from "../src/config/site-pages";
import { LOCALES, pathFor } from "./support/locales";

declare global {
  interface Window {
    /** In the page: when the first script chunk ran (recorded by an init script). */
    __firstChunkAt?: number;
  }
}

/**
 * SEO gate (README, "Quality gates"): the sitemap lists every public page in
 * every locale with hreflang alternates and nothing that does not answer 200;
 * robots.txt points to it; every page has a canonical URL, alternates and a
 * social image that answers with an image.
 */
const SITEMAP_PAGES = ALL_PAGES.filter((p) => !SITEMAP_EXCLUDED.includes(p));
const HREFLANGS = [...LOCALES, "x-default"];
const OG_LOCALE: Record<string, string> = { en: "en_US", fr: "fr_FR", de: "de_DE", es: "es_ES" };

/** The path (and query) of an absolute URL: the sitemap uses SITE_URL, the tests run on their own port. */
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

test.describe("sitemap and robots", () => {
  test("every page of every locale is in sitemap.xml, with all hreflang alternates, and every listed URL answers 200", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const entries = sitemapEntries(await response.text());
    const listed = new Map(entries.map((e) => [pathOf(e.loc), e]));

    const expected = SITEMAP_PAGES.flatMap((p) => LOCALES.map((l) => pathFor(l, p)));
    const missing = expected.filter((p) => !listed.has(p));
    expect(missing, "pages missing from the sitemap").toEqual([]);
    const unexpected = [...listed.keys()].filter((p) => !expected.includes(p));
    expect(unexpected, "sitemap entries that are not public pages (SITEMAP_EXCLUDED or unknown)").toEqual([]);

    for (const [path, entry] of listed) {
      expect.soft(Object.keys(entry.alternates).sort(), `hreflang alternates of ${path}`).toEqual([...HREFLANGS].sort());
      // Alternates are the same page in the other locales.
      const page = SITEMAP_PAGES.find((p) => LOCALES.some((l) => pathFor(l, p) === path));
      if (page) {
        for (const l of LOCALES) expect.soft(pathOf(entry.alternates[l] ?? "http://x/"), `${path} -> ${l}`).toBe(pathFor(l, page));
        expect.soft(pathOf(entry.alternates["x-default"] ?? "http://x/")).toBe(pathFor("en", page));
      }
    }

    const failures: string[] = [];
    for (const path of listed.keys()) {
      const res = await request.get(path, { maxRedirects: 0 });
      if (res.status() !== 200) failures.push(`${path}: ${res.status()}`);
    }
    expect(failures, "sitemap URLs that do not answer 200").toEqual([]);
  });

  test("robots.txt allows the site, keeps crawlers out of the API, and points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/User-Agent: \*/i);
    expect(body).toMatch(/^Allow: \/$/m);
    expect(body).toMatch(/^Disallow: \/api\/$/m);
    const sitemap = body.match(/^Sitemap: (\S+)$/m)?.[1];
    expect(sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
    expect((await request.get(pathOf(sitemap ?? "http://x/none"))).status()).toBe(200);
  });
});

test.describe("page metadata", () => {
  for (const locale of LOCALES) {
    test(`canonical, hreflang, title, description and social image on every page (${locale})`, async ({ request }) => {
      test.setTimeout(120_000);
      const images = new Map<string, string>();
      for (const page of ALL_PAGES) {
        const url = pathFor(locale, page);
        const res = await request.get(url);
        expect.soft(res.status(), `${url} answers 200`).toBe(200);
        if (res.status() !== 200) continue;
        const html = await res.text();
        expect.soft(titleOf(html).length, `${url} has a title`).toBeGreaterThan(5);
        expect.soft(metaContent(html, "name", "description")?.length ?? 0, `${url} has a description`).toBeGreaterThan(20);
        const links = linkTags(html);
        expect.soft(links.some((l) => l.rel === "canonical" && !!l.href), `${url} has a canonical link`).toBe(true);
        for (const lang of HREFLANGS) {
          expect.soft(links.some((l) => l.rel === "alternate" && l.hreflang?.toLowerCase() === lang.toLowerCase()), `${url} has hreflang ${lang}`).toBe(true);
        }
        const ogImage = metaContent(html, "property", "og:image");
        const twitterImage = metaContent(html, "name", "twitter:image");
        expect.soft(ogImage, `${url} has og:image`).toBeTruthy();
        expect.soft(twitterImage, `${url} has twitter:image`).toBe(ogImage);
        expect.soft(metaContent(html, "property", "og:title"), `${url} has og:title`).toBeTruthy();
        // ogp.me wants language_TERRITORY, and the Spanish is Spain's (docs/glossary.md).
        expect.soft(metaContent(html, "property", "og:locale"), `${url} og:locale`).toBe(OG_LOCALE[locale]);
        if (ogImage) images.set(pathOf(ogImage), url);
        // Page speed: the self-hosted font is preloaded (src/app/fonts.ts), so text does not wait for CSS discovery:
        // a <link rel=preload> in prerendered HTML, a `Link` header on pages rendered per request.
        const preloadTag = links.some((l) => l.rel === "preload" && l.as === "font" && /^\/_next\/static\/media\/.+\.woff2$/.test(l.href ?? ""));
        const preloadHeader = /\.woff2>; rel=preload; as="font"/.test(res.headers().link ?? "");
        expect.soft(preloadTag || preloadHeader, `${url} preloads its font`).toBe(true);
      }
      for (const [image, page] of images) {
        const res = await request.get(image);
        expect.soft(res.status(), `${image} (from ${page}) answers 200`).toBe(200);
        expect.soft(res.headers()["content-type"], `${image} is an image`).toMatch(/^image\/(png|jpeg|webp)/);
        expect.soft((await res.body()).length, `${image} is a real image`).toBeGreaterThan(5_000);
      }
    });
  }

  test("page speed: prerendered pages load their scripts after the first paint, each with V8's compile hint", async ({ request }) => {
    // scripts/post-build.mjs: no chunk <script async> or chunk preload left; one loader in <head> lists them.
    const { paintFirstState } = await postBuild();
    for (const url of ["/", "/pricing", "/fr/book-demo"]) {
      const html = await (await request.get(url)).text();
      const state = paintFirstState(html);
      expect(state.chunkTags, `${url} has no chunk script tag`).toEqual([]);
      expect(state.chunkPreloads, `${url} preloads no chunk`).toEqual([]);
      expect(state.loaderInHead, `${url} has the loader in <head>`).toBe(true);
      const scripts = state.loaded;
      expect(scripts.length, `${url} lists its chunks`).toBeGreaterThan(3);
      for (const src of scripts) {
        const res = await request.get(src);
        expect.soft(res.status(), `${src} (from ${url}) answers 200`).toBe(200);
        expect.soft((await res.text()).startsWith("//# allFunctionsCalledOnLoad\n"), `${src} starts with the hint`).toBe(true);
      }
    }
  });

  test("page speed: the first contentful paint comes before any script runs, and the page then hydrates", async ({ page }) => {
    await page.addInitScript(() => {
      // Every chunk starts by reading globalThis.TURBOPACK: record when the first external one does.
      let value: unknown;
      Object.defineProperty(globalThis, "TURBOPACK", {
        configurable: true,
        get() {
          const src = (document.currentScript as HTMLScriptElement | null)?.src;
          if (src && window.__firstChunkAt === undefined) window.__firstChunkAt = performance.now();
          return value;
        },
        set(next) {
          value = next;
        },
      });
    });
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, "/pricing");
    // Hydrated (the app's own marker, above); the page works: the mobile menu (a popover) opens.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      firstChunk: window.__firstChunkAt,
    }));
    expect(timing.fcp, "a first contentful paint").toBeGreaterThan(0);
    expect(timing.firstChunk, "chunks ran").toBeGreaterThan(0);
    expect(timing.firstChunk as number).toBeGreaterThan(timing.fcp as number);
  });

  test("an unknown social image path is a 404, not a server error", async ({ request }) => {
    expect((await request.get("/og/en/no-such-namespace.png")).status()).toBe(404);
    expect((await request.get("/og/xx/pricing.png")).status()).toBe(404);
  });
});
