import { describe, expect, it } from "vitest";
import type { Database } from "@/db/connection";
import { readiness, redactSecrets } from "./health";

function fakeDatabase(applied: string[] | Error): () => Promise<Pick<Database, "sql">> {
  return async () =>
    ({
      sql: {
        async query<T>() {
          if (applied instanceof Error) throw applied;
          return applied.map((migration_name) => ({ migration_name })) as T[];
        },
        async exec() {},
      },
    });
}

const expectedMigrations = async () => ["0001_init", "0002_outbox"];

describe("readiness", () => {
  it("is ok when the database answers and every committed migration is applied", async () => {
    const result = await readiness({ getDatabase: fakeDatabase(["0001_init", "0002_outbox"]), webhookConfigured: false, expectedMigrations });
    expect(result).toEqual({ status: "ok", checks: { database: "ok", migrations: "ok", outbox: "disabled", shutdown: "ok" } });
  });

  it("fails on a pending migration", async () => {
    const result = await readiness({ getDatabase: fakeDatabase(["0001_init"]), webhookConfigured: false, expectedMigrations });
    expect(result.status).toBe("fail");
    expect(result.checks.migrations).toBe("fail");
  });

  it("fails without leaking the error when the database is down", async () => {
    const result = await readiness({
      getDatabase: fakeDatabase(new Error("connect ECONNREFUSED 10.0.0.5:5432 password=secret")),
      webhookConfigured: false,
      expectedMigrations,
    });
    expect(result).toEqual({ status: "fail", checks: { database: "fail", migrations: "fail", outbox: "disabled", shutdown: "ok" } });
    expect(JSON.stringify(result)).not.toMatch(/10\.0\.0\.5|secret/);
  });

  it("fails when a webhook is configured but this process runs no delivery loop", async () => {
    const result = await readiness({ getDatabase: fakeDatabase(["0001_init", "0002_outbox"]), webhookConfigured: true, expectedMigrations });
    expect(result.checks.outbox).toBe("fail");
    expect(result.status).toBe("fail");
  });
});

describe("redactSecrets", () => {
  it("keeps passwords and URL credentials out of the log line", () => {
    expect(redactSecrets("connect ECONNREFUSED 10.0.0.5:5432 password=secret")).toBe("connect ECONNREFUSED 10.0.0.5:5432 password=***");
    expect(redactSecrets("bad url postgresql://app:s3cret@db:5432/x")).toBe("bad url postgresql://app:***@db:5432/x");
  });
});
