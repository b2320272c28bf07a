import { execFile, execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handlerFor, type LeadTestContext, leadRequest, openLeadTestDatabase, VALID_BODIES } from "../../../tests/support/lead-api";
import { IN_CI } from "../../../tests/support/test-env";
import { createLeadsExportHandler } from "./export-handler";

/**
 * The CSV export opened by a real spreadsheet, LibreOffice Calc (Debian
 * `libreoffice-calc-nogui`), with the separators French, German and Spanish
 * spreadsheets default to (`;`) and TAB: no cell may become a formula, and the
 * typed text must still be there. Where soffice is absent it is skipped, with a message, except under CI
 * (`CI=true`), which installs LibreOffice: there a missing soffice fails the test.
 */
function findSoffice(): string | undefined {
  for (const bin of ["soffice", "libreoffice"]) {
    try {
      execFileSync("sh", ["-c", `command -v ${bin}`], { stdio: "pipe" });
      return bin;
    } catch {
      // not installed
    }
  }
  return undefined;
}
const SOFFICE = findSoffice();
if (!SOFFICE && !IN_CI) console.warn("[csv-libreoffice] soffice not found: install libreoffice-calc-nogui to run this test (skipped).");

const run = promisify(execFile);
const TOKEN = "export-token-0123456789abcdef";

/** Separator-then-formula patterns, in every column a visitor controls. */
const PAYLOADS = [
  "Acme;=1+1;",
  "Acme\t=2+2\t",
  "x;+3+3",
  "y;-4+4",
  "z;@SUM(1;2)",
  "a,=5+5",
  "b\r=6+6",
  "c\n=7+7",
  "d; =8+8",
  'e";=9+9',
  "f|=10+10",
  "=11+11",
  "g\r\n-12+12",
];

let ctx: LeadTestContext;
let dir: string;
let csv: string;

beforeAll(async () => {
  ctx = await openLeadTestDatabase();
  for (const [i, payload] of PAYLOADS.entries()) {
    const body = { ...VALID_BODIES.contact, email: `csv${i}@example.com`, company: payload, name: payload, outcome: `note ${payload}` };
    const res = await handlerFor("contact", ctx.db)(leadRequest("contact", body, { key: randomUUID() }));
    expect(res.status).toBe(201);
  }
  const handler = createLeadsExportHandler({ getDatabase: async () => ctx.db, token: () => TOKEN });
  const res = await handler(new Request("https://www.example.test/api/leads?format=csv", { headers: { authorization: `Bearer ${TOKEN}` } }));
  expect(res.status).toBe(200);
  csv = await res.text();
  dir = await mkdtemp(path.join(tmpdir(), "attestra-csv-"));
});
afterAll(async () => {
  await ctx?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Converts the export with the given CSV filter options to flat ODF and returns the XML. */
async function openInCalc(name: string, filterOptions: string): Promise<string> {
  if (!SOFFICE) throw new Error("soffice not found under CI=true: CI installs libreoffice-calc-nogui (.ci/run), so this is a failure.");
  const file = path.join(dir, `${name}.csv`);
  await writeFile(file, csv);
  const profile = `file://${path.join(dir, "profile")}`;
  await run(
    SOFFICE,
    [`-env:UserInstallation=${profile}`, "--headless", `--infilter=${filterOptions}`, "--convert-to", "fods", "--outdir", dir, file],
    { timeout: 240_000 },
  );
  return readFile(path.join(dir, `${name}.fods`), "utf8");
}

describe.skipIf(!SOFFICE && !IN_CI)("CSV export opened in LibreOffice Calc", () => {
  it.each([
    ["semicolon", "CSV:59,34,76"],
    ["tab", "CSV:9,34,76"],
    ["comma", "CSV:44,34,76"],
  ])("with %s as separator, no cell evaluates a formula", async (name, options) => {
    const xml = await openInCalc(name, options);
    expect(xml).toContain("<office:spreadsheet>");
    const formulas = xml.match(/table:formula="[^"]*"/g) ?? [];
    expect(formulas).toEqual([]);
    // The typed text is kept (as text): e.g. the formula bodies of the payloads are still there.
    for (const body of ["1+1", "2+2", "5+5", "6+6", "7+7", "11+11"]) expect(xml).toContain(body);
  }, 300_000);
});
