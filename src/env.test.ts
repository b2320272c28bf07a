import { describe, expect, it } from "vitest";
import { clientSchema, EnvError, parseEnv, serverSchema } from "./env";

describe("env", () => {
  it("applies defaults when nothing is set", () => {
    const env = parseEnv(serverSchema, {});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(".data/pglite");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.APP_SIGN_IN_URL).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv(serverSchema, { DATABASE_URL: "", APP_SIGN_IN_URL: "  " });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_SIGN_IN_URL).toBeUndefined();
  });

  it("accepts a postgres URL", () => {
    expect(parseEnv(serverSchema, { DATABASE_URL: "postgresql://u@127.0.0.1:5432/x" }).DATABASE_URL).toBe(
      "postgresql://u@127.0.0.1:5432/x",
    );
  });

  it("names the malformed variable", () => {
    expect(() => parseEnv(serverSchema, { DATABASE_URL: "mysql://x" })).toThrow(EnvError);
    expect(() => parseEnv(serverSchema, { DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv(serverSchema, { APP_SIGN_IN_URL: "not a url" })).toThrow(/APP_SIGN_IN_URL/);
    expect(() => parseEnv(serverSchema, { LEADS_API_TOKEN: "short" })).toThrow(/LEADS_API_TOKEN/);
    expect(() => parseEnv(serverSchema, { NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
  });

  it("reads the retention periods: positive whole numbers, defaults 24 months, 30 and 30 days", () => {
    expect(parseEnv(serverSchema, {})).toMatchObject({ RETENTION_MONTHS: 24, RETENTION_QUARANTINE_DAYS: 30, RETENTION_UNCONFIRMED_DAYS: 30 });
    expect(parseEnv(serverSchema, { RETENTION_MONTHS: " 36 ", RETENTION_QUARANTINE_DAYS: "7", RETENTION_UNCONFIRMED_DAYS: "" })).toMatchObject({
      RETENTION_MONTHS: 36,
      RETENTION_QUARANTINE_DAYS: 7,
      RETENTION_UNCONFIRMED_DAYS: 30,
    });
    for (const name of ["RETENTION_MONTHS", "RETENTION_QUARANTINE_DAYS", "RETENTION_UNCONFIRMED_DAYS"]) {
      for (const value of ["0", "-1", "1.5", "abc", "30d", "1e3"]) {
        expect(() => parseEnv(serverSchema, { [name]: value })).toThrow(new RegExp(`${name}: must be a positive whole number of (months|days)`));
      }
    }
    expect(() => parseEnv(serverSchema, { RETENTION_MONTHS: "1201" })).toThrow(/RETENTION_MONTHS: must be at most 1200 months/);
  });

  it("parses the client schema", () => {
    expect(parseEnv(clientSchema, { NEXT_PUBLIC_POSTHOG_KEY: "phc_x" }).NEXT_PUBLIC_POSTHOG_KEY).toBe("phc_x");
  });
});
