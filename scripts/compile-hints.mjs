#!/usr/bin/env node
/**
 * Post-build step of `npm run build` (README, "Quality gates"): marks every client JavaScript chunk of the
 * production build with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` on its first line.
 *
 * Why: Turbopack wraps every module in a factory function that V8 compiles lazily, on the main thread, the first
 * time the module is required; during a page load that is all of React, the router and the layout's components,
 * in one long task right before hydration. With the hint, Chrome (136+) compiles the whole file eagerly while
 * streaming it, on a background thread. Measured on this project (Lighthouse mobile, /pricing and /landing2, 6 runs
 * each): total blocking time 300-630 ms -> 80-310 ms. Browsers without the feature ignore a comment.
 * https://v8.dev/blog/explicit-compile-hints
 *
 * The file names keep their content hash of the unmarked file; the change is deterministic (same build in, same
 * files out) and idempotent (a marked file is left alone). Production source maps are off, so the shifted line
 * numbers map nothing.
 *
 * Usage: node scripts/compile-hints.mjs [distDir]   (default: NEXT_DIST_DIR or .next)
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

async function* jsFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* jsFiles(path);
    else if (entry.isFile() && entry.name.endsWith(".js")) yield path;
  }
}

/** Prepends the hint to every `.js` file under `<distDir>/static/chunks`; returns how many files it marked and skipped. */
export async function addCompileHints(distDir) {
  let marked = 0;
  let skipped = 0;
  for await (const file of jsFiles(join(distDir, "static", "chunks"))) {
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = process.argv[2] || process.env.NEXT_DIST_DIR || ".next";
  const { marked, skipped } = await addCompileHints(distDir);
  if (marked + skipped === 0) {
    console.error(`compile-hints: no chunks under ${join(distDir, "static", "chunks")}: run \`next build\` first.`);
    process.exit(1);
  }
  console.log(`compile-hints: ${marked} chunks marked for eager compilation${skipped ? `, ${skipped} already marked` : ""}`);
}
