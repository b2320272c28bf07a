import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  addCompileHints,
  COMPILE_HINT,
  deferScriptsUntilPaint,
  LOADER_ID,
  loaderScripts,
  paintFirst,
  paintFirstState,
  scriptSources,
  UnrecognisedMarkup,
} from "./post-build.mjs";

// The shape Next 16 prerenders: async chunk scripts in <head>, a low-priority preload of the page chunk, the
// page chunk's own async tag in <body>, and a noModule polyfill that must stay.
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "<title>Pricing</title></head><body><main>Text</main>",
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join("");

const loaderOf = (html: string) => html.match(new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`))?.[1];

/** Runs a page's loader against a fake document; returns the scripts it appended and the callbacks it registered. */
function runLoader(source: string, { visibility = "visible", paintTiming = true } = {}) {
  const appended: string[] = [];
  const timers: Array<() => void> = [];
  const frames: Array<() => void> = [];
  let observer: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
    constructor(cb: typeof observer) {
      observer = cb;
    }
    observe() {}
  }
  const element = { src: "", async: false };
  runInNewContext(source, {
    window: { PerformanceObserver: FakeObserver },
    document: {
      visibilityState: visibility,
      createElement: () => ({ ...element }),
      head: { appendChild: (e: { src: string; async: boolean }) => appended.push(`${e.src}${e.async ? " async" : ""}`) },
    },
    setTimeout: (fn: () => void) => timers.push(fn),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  });
  const paint = (name: string) => observer?.({ getEntriesByName: (n: string) => (n === name ? [{}] : []) });
  return { appended, timers, frames, paint };
}

describe("post-build: compile hints", () => {
  let dist: string;
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), "post-build-"));
    await mkdir(join(dist, "static", "chunks", "nested"), { recursive: true });
    await mkdir(join(dist, "static", "media"), { recursive: true });
    await writeFile(join(dist, "static", "chunks", "a.js"), "(globalThis.TURBOPACK||[]).push([1]);");
    await writeFile(join(dist, "static", "chunks", "nested", "b.js"), "console.log(1)");
    await writeFile(join(dist, "static", "chunks", "a.css"), "body{}");
    await writeFile(join(dist, "static", "media", "c.js"), "not a chunk");
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  it("puts V8's hint on the first line of every chunk, once, and touches nothing else", async () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(await addCompileHints(dist)).toEqual({ marked: 2, skipped: 0 });
    expect(await readFile(join(dist, "static", "chunks", "a.js"), "utf8")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1]);`);
    expect(await readFile(join(dist, "static", "chunks", "nested", "b.js"), "utf8")).toBe(`${COMPILE_HINT}console.log(1)`);
    expect(await readFile(join(dist, "static", "chunks", "a.css"), "utf8")).toBe("body{}");
    expect(await readFile(join(dist, "static", "media", "c.js"), "utf8")).toBe("not a chunk");

    // Idempotent: a second pass over the same folder marks nothing again.
    expect(await addCompileHints(dist)).toEqual({ marked: 0, skipped: 2 });
    expect(await readFile(join(dist, "static", "chunks", "a.js"), "utf8")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1]);`);
  });
});

describe("post-build: paint first, then load the scripts", () => {
  it("replaces the async chunk tags and their preloads with one loader in <head>, keeping everything else", () => {
    const html = paintFirst(PAGE);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/app.css"');
    expect(html).toContain('<script id="_R_">');
    expect(html).toContain("<main>Text</main>");
    expect(html.indexOf(`id="${LOADER_ID}"`)).toBeLessThan(html.indexOf("</head>"));
    expect(paintFirst(html)).toBe(html);
  });

  it("refuses markup it does not know instead of leaving a page half rewritten", () => {
    expect(() => paintFirst("<html><head></head><body>no scripts</body></html>")).toThrow(UnrecognisedMarkup);
    expect(() => paintFirst("<html><head></head><body>no scripts</body></html>")).toThrow(/no chunk <script/);
    // Next changes `async=""` to `async` or adds an attribute: the tag is named in the error.
    expect(() => paintFirst(PAGE.replaceAll(' async=""', " async"))).toThrow(/unknown shape: <script src="\/_next\/static\/chunks\/react.js" async>/);
    expect(() => paintFirst(PAGE.replace('<script src="/_next/static/chunks/page.js" async="">', '<script src="/_next/static/chunks/page.js" async="" nonce="x">'))).toThrow(
      /page\.js" async="" nonce="x"/,
    );
    // A preload of a deferred chunk written another way would still fetch it before the first paint.
    expect(() =>
      paintFirst(PAGE.replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>', '<link as="script" rel="preload" href="/_next/static/chunks/page.js"/>')),
    ).toThrow(/preload of a deferred chunk/);
    expect(() => paintFirst(PAGE.replace("</head>", ""))).toThrow(/no <\/head>/);
  });

  it("keeps a preload of a script it does not defer", () => {
    const other = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>';
    expect(paintFirst(PAGE.replace("<title>", `${other}<title>`))).toContain(other);
  });

  it("adds every script, in order, only after the first contentful paint", () => {
    const source = loaderOf(paintFirst(PAGE));
    expect(source).toBeTruthy();
    const run = runLoader(source as string);
    expect(run.appended).toEqual([]);
    run.paint("first-paint");
    for (const t of run.timers.slice(0, -1)) t();
    expect(run.appended).toEqual([]);
    run.paint("first-contentful-paint");
    // the observer schedules `go` after the paint; the last timer registered first is the 3 s safety net
    for (const t of run.timers) t();
    expect(run.appended).toEqual([
      "/_next/static/chunks/react.js async",
      "/_next/static/chunks/turbopack-runtime.js async",
      "/_next/static/chunks/page.js async",
    ]);
  });

  it("loads at once in a hidden tab, after a frame without paint timing, and never twice", () => {
    const hidden = runLoader(loaderOf(paintFirst(PAGE)) as string, { visibility: "hidden" });
    expect(hidden.appended).toHaveLength(3);
    for (const t of hidden.timers) t();
    expect(hidden.appended).toHaveLength(3);

    const old = runLoader(loaderOf(paintFirst(PAGE)) as string, { paintTiming: false });
    expect(old.frames).toHaveLength(1);
    expect(old.appended).toEqual([]);
    for (const f of old.frames) f();
    for (const t of old.timers) t();
    expect(old.appended).toHaveLength(3);
  });

  it("rewrites every prerendered HTML file of a build, including Next's route cache", async () => {
    const dist = await mkdtemp(join(tmpdir(), "post-build-"));
    try {
      const pages = [join(dist, "server", "app", "en", "pricing.html"), join(dist, "server", "route-cache", "APP_PAGE", "h", "$", "en", "pricing.html")];
      for (const page of pages) {
        await mkdir(join(page, ".."), { recursive: true });
        await writeFile(page, PAGE);
      }
      await writeFile(join(dist, "server", "app", "en", "pricing.rsc"), PAGE);
      expect(await deferScriptsUntilPaint(dist)).toEqual({ rewritten: 2, already: 0 });
      for (const page of pages) expect(await readFile(page, "utf8")).toBe(paintFirst(PAGE));
      expect(await readFile(join(dist, "server", "app", "en", "pricing.rsc"), "utf8")).toBe(PAGE);
      expect(await deferScriptsUntilPaint(dist)).toEqual({ rewritten: 0, already: 2 });
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe("post-build: what a page loads, for the bundle check and the browser tests", () => {
  it("lists exactly the chunks the loader adds, and nothing for a page without it", () => {
    expect(loaderScripts(paintFirst(PAGE))).toEqual([
      "/_next/static/chunks/react.js",
      "/_next/static/chunks/turbopack-runtime.js",
      "/_next/static/chunks/page.js",
    ]);
    expect(loaderScripts(PAGE)).toEqual([]);
  });

  it("finds the same scripts before and after the rewrite, never the noModule polyfill", () => {
    const before = new Set(scriptSources(PAGE));
    expect(before.has("/_next/static/chunks/polyfills.js")).toBe(false);
    expect(before.has("/_next/static/chunks/react.js")).toBe(true);
    expect(new Set(scriptSources(paintFirst(PAGE)))).toEqual(before);
  });

  it("reports a rewritten page as rewritten, and Next's page as not", () => {
    expect(paintFirstState(paintFirst(PAGE))).toMatchObject({ chunkTags: [], chunkPreloads: [], loaderInHead: true });
    const original = paintFirstState(PAGE);
    expect(original.chunkTags.length).toBeGreaterThan(0);
    expect(original.chunkPreloads).toHaveLength(1);
    expect(original.loaderInHead).toBe(false);
  });
});

describe("post-build: the command fails the build when it cannot do its job", () => {
  let dist: string;
  const run = () => spawnSync(process.execPath, [join(import.meta.dirname, "post-build.mjs"), dist], { encoding: "utf8" });
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), "post-build-"));
    await mkdir(join(dist, "static", "chunks"), { recursive: true });
    await writeFile(join(dist, "static", "chunks", "a.js"), "1");
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  it("exits 0 and says what it did on a build it knows", async () => {
    await mkdir(join(dist, "server", "app"), { recursive: true });
    await writeFile(join(dist, "server", "app", "index.html"), PAGE);
    const result = run();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/1 prerendered pages load their scripts after the first paint/);
    // Run twice over one build (idempotent): still a success.
    expect(run().status).toBe(0);
  });

  it("exits non-zero when there is no page to rewrite", async () => {
    const result = run();
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/FAILED, no prerendered HTML page/);
  });

  it("exits non-zero, naming the file and the tag, on markup it does not recognise", async () => {
    await mkdir(join(dist, "server", "app"), { recursive: true });
    await writeFile(join(dist, "server", "app", "index.html"), PAGE.replaceAll(' async=""', " defer"));
    const result = run();
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/FAILED, unrecognised page markup/);
    expect(result.stderr).toContain("index.html");
    expect(result.stderr).toContain('<script src="/_next/static/chunks/react.js" defer>');
  });
});
