import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handlerFor, type LeadTestContext, leadRequest, openLeadTestDatabase, VALID_BODIES } from "../../../tests/support/lead-api";
import { parseArgs, runLeadsCli, USAGE, UsageError } from "./cli";

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
  return runWith({}, ...argv);
}

async function runWith(config: Parameters<typeof runLeadsCli>[2], ...argv: string[]) {
  let text = "";
  const code = await runLeadsCli(argv, ctx.db, config, (t) => {
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

  it("parses the privacy commands and refuses bad arguments", () => {
    expect(parseArgs(["access", " Ana@Example.com "])).toMatchObject({ command: "access", email: "Ana@example.com" });
    expect(parseArgs(["forget", "ana@example.com"])).toMatchObject({ command: "forget", email: "ana@example.com" });
    expect(parseArgs(["purge"])).toMatchObject({ command: "purge" });
    expect(() => parseArgs(["access"])).toThrow(/access needs exactly one e-mail address/);
    expect(() => parseArgs(["forget"])).toThrow(/forget needs exactly one e-mail address/);
    expect(() => parseArgs(["forget", "a@example.com", "b@example.com"])).toThrow(UsageError);
    expect(() => parseArgs(["forget", "--email", "a@example.com"])).toThrow(UsageError);
    expect(() => parseArgs(["forget", "not-an-address"])).toThrow(/is not an e-mail address \(invalid_email\)/);
    expect(() => parseArgs(["access", `${"a".repeat(300)}@example.com`])).toThrow(/too_long/);
    expect(() => parseArgs(["purge", "--now", "2030-01-01"])).toThrow(/purge takes no arguments/);
    expect(USAGE).toMatch(/access\s+<email>/);
    expect(USAGE).toMatch(/forget\s+<email>/);
    expect(USAGE).toMatch(/purge\s/);
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

  it("access prints everything held about an address as JSON", async () => {
    const { code, text } = await run("access", "ANA@example.com");
    expect(code).toBe(0);
    const report = JSON.parse(text);
    expect(report.email).toBe("ana@example.com");
    expect(report.leads).toHaveLength(1);
    expect(report.leads[0]).toMatchObject({ form: "book-demo", email: "ana@example.com", company: "Acme GmbH" });
    expect(Array.isArray(report.leads[0].outbox)).toBe(true);
    expect(report.erasure).toBeNull();
  });

  it("forget erases, then answers already erased, and nothing held for an unknown address (exit 0)", async () => {
    const body = { ...VALID_BODIES.contact, email: "cli.forget@example.com" };
    expect((await handlerFor("contact", ctx.db)(leadRequest("contact", body, { key: randomUUID() }))).status).toBe(201);
    const now = () => new Date("2026-11-24T10:00:00.000Z");
    const first = await runWith({ now }, "forget", "CLI.Forget@example.com");
    expect(first).toEqual({ code: 0, text: expect.stringMatching(/^erased 1 lead\(s\) of CLI\.Forget@example\.com .* at 2026-11-24T10:00:00\.000Z/) });
    const again = await run("forget", "cli.forget@example.com");
    expect(again).toEqual({ code: 0, text: expect.stringMatching(/^already erased on 2026-11-24T10:00:00\.000Z \(1 lead\(s\)\)/) });
    const never = await run("forget", "never@example.com");
    expect(never).toEqual({ code: 0, text: expect.stringMatching(/^nothing held for never@example\.com/) });
    expect(JSON.parse((await run("access", "cli.forget@example.com")).text)).toMatchObject({
      leads: [],
      erasure: { erasedAt: "2026-11-24T10:00:00.000Z", leadsDeleted: 1 },
    });
  });

  it("purge applies the retention rules and prints the counts", async () => {
    const retention = { months: 24, quarantineDays: 30, unconfirmedDays: 30 };
    const today = await runWith({ retention }, "purge");
    expect(today).toEqual({
      code: 0,
      text: "purged 0 quarantined lead(s) older than 30 days, 0 unconfirmed newsletter sign-up(s) older than 30 days, 0 lead(s) older than 24 months.\n",
    });
    // 31 days on: the quarantined newsletter sign-up goes (counted once, as quarantined); the others stay.
    const later = await runWith({ retention, now: () => new Date(Date.now() + 31 * 24 * 60 * 60 * 1000) }, "purge");
    expect(later.text).toMatch(/^purged 1 quarantined lead\(s\) older than 30 days, 0 unconfirmed newsletter sign-up\(s\) older than 30 days, 0 lead\(s\) older than 24 months/);
    expect((await run("list", "--include-quarantined")).text).not.toContain("fa@example.com");
    expect((await run("list")).text).toContain("ana@example.com");
  });
});
