import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMigratedDatabase } from "@/db/connection";
import { handlerFor, leadRequest, VALID_BODIES } from "../../../tests/support/lead-api";
import { childProcessEnv } from "../../../tests/support/test-env";
import { CSV_COLUMNS } from "./export";

/**
 * The export commands of docs/leads.md, run through npm as an operator types them, with stdout
 * redirected to a file: the file must hold the export and nothing else (no npm banner).
 */
const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../../..");
let dataDir: string;

/** docs/leads.md's `npm run ... leads -- export --format <fmt>` line, without the redirection. */
async function readmeExportCommand(format: "csv" | "json"): Promise<string[]> {
  const readme = await readFile(path.join(ROOT, "docs/leads.md"), "utf8");
  const line = readme.split("\n").find((l) => l.includes(" leads -- export --format ") && l.includes(`--format ${format}`));
  if (!line) throw new Error(`docs/leads.md: no export --format ${format} command`);
  const command = line.slice(0, line.indexOf(">")).replace("[same filters]", "").trim();
  return command.split(/\s+/);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "attestra-cli-"));
  const db = await openMigratedDatabase({ dataDir });
  try {
    const res = await handlerFor("book-demo", db)(leadRequest("book-demo", VALID_BODIES["book-demo"], { key: randomUUID() }));
    expect(res.status).toBe(201);
  } finally {
    await db.close();
  }
}, 120_000);
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function runReadme(format: "csv" | "json") {
  const [npm, ...args] = await readmeExportCommand(format);
  expect(npm).toBe("npm");
  const env = childProcessEnv({ DATABASE_URL: "", DATA_DIR: dataDir, NO_COLOR: "1" });
  return run("npm", args, { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 });
}

describe("npm run leads export > file", () => {
  it("the documented CSV command writes the CSV alone", async () => {
    const { stdout } = await runReadme("csv");
    const lines = stdout.split("\r\n");
    expect(lines[0]).toBe(CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(3); // header, one lead, final CRLF
    expect(lines[1]).toContain('"ana@example.com"');
  });

  it("the documented JSON command writes JSON that parses", async () => {
    const { stdout } = await runReadme("json");
    const leads = JSON.parse(stdout) as { email: string }[];
    expect(leads.map((l) => l.email)).toEqual(["ana@example.com"]);
  });
});
