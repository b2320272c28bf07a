#!/usr/bin/env node
/**
 * Post-build step of `npm run build` (docs/performance.md, "Paint first, then hydrate"). Two changes to Next's output, both
 * deterministic and idempotent (running it twice over one build changes nothing more):
 *
 * 1. Compile hints. Every client JavaScript chunk gets V8's explicit compile hint, `//# allFunctionsCalledOnLoad`,
 *    on its first line. Turbopack wraps each module in a factory function that V8 otherwise compiles lazily, on the
 *    main thread, when the module is first required: during a page load that is all of React, the router and the
 *    layout's components, in one long task before hydration. With the hint, Chrome (136+) compiles the file while
 *    streaming it, on a background thread (https://v8.dev/blog/explicit-compile-hints). Other browsers ignore a
 *    comment. The file names keep the content hash of the unmarked file; production source maps are off.
 *
 * 2. Paint first, then hydrate. In each prerendered HTML page, Next's `<script src=/_next/static/chunks/… async>`
 *    tags (and the preloads of those chunks) are replaced by one inline loader that adds the same scripts once the
 *    browser reports the first contentful paint (or at once in a hidden tab, after the first frame where paint
 *    timing is unsupported, and after 3 s whatever happens). Async scripts otherwise run as soon as they arrive, and
 *    on a fast connection or from the cache that is before the first paint: the page's text waited for React to
 *    start. Now the first paint never waits for JavaScript, and the JavaScript does not share the first round trips
 *    with the CSS and the font. Links and forms are plain HTML until hydration (links work, nothing typed is lost).
 *    Pages rendered per request keep Next's tags; client-side navigations load chunks through the runtime as before.
 *
 * Usage: node scripts/post-build.mjs [distDir]   (default: NEXT_DIST_DIR or .next)
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;
export const LOADER_ID = "paint-first-loader";

async function* files(dir, suffix) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path, suffix);
    else if (entry.isFile() && entry.name.endsWith(suffix)) yield path;
  }
}

/** Prepends the compile hint to every `.js` file under `<distDir>/static/chunks`. */
export async function addCompileHints(distDir) {
  let marked = 0;
  let skipped = 0;
  for await (const file of files(join(distDir, "static", "chunks"), ".js")) {
    const source = await readFile(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) {
      skipped++;
      continue;
    }
    await writeFile(file, COMPILE_HINT + source);
    marked++;
  }
  return { marked, skipped };
}

/**
 * The inline loader; `s` is the list of chunk URLs. Kept as a function so it is linted and readable; serialized
 * into each page by `paintFirst`. Its syntax stays within what Next's own chunks already require of a browser.
 */
function loader(s) {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    for (const src of s) {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
  };
  const Observer = window.PerformanceObserver;
  if (document.visibilityState === "hidden") go();
  else if (Observer?.supportedEntryTypes?.includes("paint"))
    new Observer((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) setTimeout(go, 0);
    }).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(() => setTimeout(go, 0));
  setTimeout(go, 3000);
}

/** Thrown when a page's markup is not the shape this step knows: the build must fail, not ship a half-rewritten page. */
export class UnrecognisedMarkup extends Error {}

/** Every `<script>` tag naming a chunk that is not a `noModule` polyfill, however its attributes are written. */
const ANY_CHUNK_SCRIPT = /<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc=["']?\/_next\/static\/chunks\/[^>]*>/gi;
const ANY_SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel=["']?preload)(?=[^>]*\bas=["']?script)[^>]*\bhref=["']?(\/_next\/static\/chunks\/[^"' >]+)[^>]*>/gi;

/**
 * Rewrites one prerendered page. Returns it unchanged when it was rewritten already (it carries the loader). Throws
 * `UnrecognisedMarkup` when the page has no chunk script in the shape Next 16 emits, or when a chunk script or a
 * preload of a deferred chunk is left after rewriting (Next changed its markup: fix the patterns above).
 */
export function paintFirst(html) {
  if (html.includes(`<script id="${LOADER_ID}">`)) {
    const left = html.match(ANY_CHUNK_SCRIPT);
    if (left) throw new UnrecognisedMarkup(`a rewritten page still loads ${left[0]}`);
    return html;
  }
  const scripts = [...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]);
  if (scripts.length === 0) {
    const other = html.match(ANY_CHUNK_SCRIPT);
    throw new UnrecognisedMarkup(
      other ? `chunk script in an unknown shape: ${other[0]}` : "no chunk <script src=/_next/static/chunks/… async> tag found",
    );
  }
  if (!html.includes("</head>")) throw new UnrecognisedMarkup("no </head> to put the loader in");
  const deferred = new Set(scripts);
  const list = JSON.stringify(scripts).replaceAll("<", "\\u003c");
  const tag = `<script id="${LOADER_ID}">(${loader.toString()})(${list})</script>`;
  const next = html
    .replace(CHUNK_SCRIPT, "")
    .replace(CHUNK_PRELOAD, (preload, src) => (deferred.has(src) ? "" : preload))
    .replace("</head>", `${tag}</head>`);
  const leftScript = next.match(ANY_CHUNK_SCRIPT);
  if (leftScript) throw new UnrecognisedMarkup(`chunk script in an unknown shape: ${leftScript[0]}`);
  const leftPreload = [...next.matchAll(ANY_SCRIPT_PRELOAD)].find((m) => deferred.has(m[1]));
  if (leftPreload) throw new UnrecognisedMarkup(`preload of a deferred chunk in an unknown shape: ${leftPreload[0]}`);
  return next;
}

/** The chunk URLs a rewritten page's loader adds (empty for a page without the loader). */
export function loaderScripts(html) {
  const body = html.match(new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`))?.[1] ?? "";
  return [...body.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]);
}

/** Every script a page loads: its `<script src>` URLs (not `noModule` polyfills) and the chunks its loader adds. */
export function scriptSources(html) {
  const tags = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attrs]) => attrs)
    .filter((attrs) => !/\bnomodule\b/i.test(attrs))
    .map((attrs) => attrs.match(/\bsrc="([^"]+)"/i)?.[1])
    .filter(Boolean);
  return [...tags, ...loaderScripts(html)];
}

/** Every chunk URL a page names anywhere (its tags, the loader's list, React's payload): what its first load may fetch. */
export function namedChunks(html) {
  return [...new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\\\s]+\.js/g)].map((m) => m[0]))];
}

/** What a served page shows of step 2: the chunk tags and chunk preloads left (none when rewritten), the loader's place and list. */
export function paintFirstState(html) {
  const loaderAt = html.indexOf(`<script id="${LOADER_ID}">`);
  return {
    chunkTags: html.match(ANY_CHUNK_SCRIPT) ?? [],
    chunkPreloads: [...html.matchAll(ANY_SCRIPT_PRELOAD)].map((m) => m[0]),
    loaderInHead: loaderAt >= 0 && loaderAt < html.indexOf("</head>"),
    loaded: loaderScripts(html),
  };
}

/**
 * Applies `paintFirst` to every prerendered HTML file of the build (`server/app` and Next's route cache). Returns the
 * number of pages rewritten now and of pages rewritten by an earlier run; throws `UnrecognisedMarkup` naming the file
 * of the first page it does not recognise.
 */
export async function deferScriptsUntilPaint(distDir) {
  let rewritten = 0;
  let already = 0;
  for await (const file of files(join(distDir, "server"), ".html")) {
    const html = await readFile(file, "utf8");
    let next;
    try {
      next = paintFirst(html);
    } catch (error) {
      if (error instanceof UnrecognisedMarkup) throw new UnrecognisedMarkup(`${file}: ${error.message}`);
      throw error;
    }
    if (next === html) {
      already++;
      continue;
    }
    await writeFile(file, next);
    rewritten++;
  }
  return { rewritten, already };
}

/** The command: both steps over one build folder. No top-level await, so tests and checks can `require` this file. */
async function main() {
  const distDir = process.argv[2] || process.env.NEXT_DIST_DIR || ".next";
  const hints = await addCompileHints(distDir);
  if (hints.marked + hints.skipped === 0) {
    console.error(`post-build: no chunks under ${join(distDir, "static", "chunks")}: run \`next build\` first.`);
    process.exit(1);
  }
  let pages;
  try {
    pages = await deferScriptsUntilPaint(distDir);
  } catch (error) {
    if (!(error instanceof UnrecognisedMarkup)) throw error;
    console.error(`post-build: FAILED, unrecognised page markup (did a Next.js upgrade change it?): ${error.message}`);
    process.exit(1);
  }
  if (pages.rewritten + pages.already === 0) {
    console.error(`post-build: FAILED, no prerendered HTML page under ${join(distDir, "server")} to rewrite.`);
    process.exit(1);
  }
  console.log(
    `post-build: compile hint on ${hints.marked} chunks${hints.skipped ? ` (${hints.skipped} had it)` : ""}; ` +
      `${pages.rewritten} prerendered pages load their scripts after the first paint` +
      `${pages.already ? ` (${pages.already} had the loader)` : ""}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
