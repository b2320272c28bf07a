import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM script without type declarations
import { addCompileHints, COMPILE_HINT } from "./compile-hints.mjs";

describe("compile hints post-build step", () => {
  let dist: string;
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), "hints-"));
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

    // Idempotent: a second pass (e.g. `npm run build` twice over one folder) marks nothing again.
    expect(await addCompileHints(dist)).toEqual({ marked: 0, skipped: 2 });
    expect(await readFile(join(dist, "static", "chunks", "a.js"), "utf8")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1]);`);
  });
});
