import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handlerFor, type LeadTestContext, leadRequest, openLeadTestDatabase, VALID_BODIES } from "../../tests/support/lead-api";
import { parseArgs, runLeadsCli, UsageError } from "./cli";

let ctx: LeadTestContext;
beforeAll(async () => {
  ctx = await openLeadTestDatabase();
  for (const body of [VALID_BODIES["book-demo"], { ...VALID_BODIES.newsletter, website: "bot" }, { ...VALID_BODIES.contact, company: "=1+1" }]) {
    const form = "role" in body ? "book-demo" : "name" in body ? "contact" : "newsletter";
    expect((await handlerFor(form, ctx.db)(leadRequest(form, body, { key: randomUUID() }))).status).toBe(201);
  }
});
afterAll(async () => {
  await ctx?.close();
});

async function run(...argv: string[]) {
  let text = "";
  const code = await runLeadsCli(argv, ctx.db, {}, (t) => {
    text += t;
  });
  return { code, text };
}

describe("npm run leads", () => {
  it("parses options and refuses bad ones", () => {
    expect(parseArgs(["list", "--form", "newsletter", "--since=2026-01-01", "--include-quarantined"]).filters).toEqual({
      form: "newsletter",
      since: new Date("2026-01-01"),
      includeQuarantined: true,
    });
    expect(() => parseArgs(["drop"])).toThrow(UsageError);
    expect(() => parseArgs(["list", "--form", "nope"])).toThrow(/--form/);
    expect(() => parseArgs(["list", "--since"])).toThrow(UsageError);
    expect(() => parseArgs(["export"])).toThrow(/--format/);
    expect(() => parseArgs(["list", "--verbose"])).toThrow(UsageError);
  });

  it("lists leads as a table, without quarantined ones unless asked", async () => {
    const { code, text } = await run("list");
    expect(code).toBe(0);
    expect(text).toMatch(/created \(UTC\)\s+form\s+email/);
    expect(text).toContain("ana@example.com");
    expect(text).not.toContain("fa@example.com");
    expect(text).toContain("2 lead(s).");
    const all = await run("list", "--include-quarantined");
    expect(all.text).toContain("quarantined:honeypot");
    expect((await run("list", "--form", "contact")).text).toContain("1 lead(s).");
  });

  it("exports CSV (escaped) and JSON to stdout", async () => {
    const csv = await run("export", "--format", "csv");
    expect(csv.text.split("\r\n")[0]).toMatch(/^id,createdAt,form,email/);
    expect(csv.text).toContain(`"'=1+1"`);
    const json = JSON.parse((await run("export", "--format", "json", "--form", "contact")).text);
    expect(json).toHaveLength(1);
    expect(json[0].company).toBe("=1+1");
  });

  it("reports an empty outbox and refuses to deliver without a webhook", async () => {
    expect((await run("outbox")).text).toContain("Outbox empty");
    expect((await run("deliver")).code).toBe(1);
  });
});
