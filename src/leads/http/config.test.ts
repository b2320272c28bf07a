import { describe, expect, it } from "vitest";
import { parseEnv, serverSchema } from "@/env";

describe("lead API configuration (src/env.ts)", () => {
  it("requires a signing secret when a webhook URL is set", () => {
    expect(() => parseEnv(serverSchema, { LEADS_WEBHOOK_URL: "https://crm.example/hook" })).toThrow(/LEADS_WEBHOOK_SECRET/);
    const env = parseEnv(serverSchema, { LEADS_WEBHOOK_URL: "https://crm.example/hook", LEADS_WEBHOOK_SECRET: "s".repeat(16) });
    expect(env.LEADS_WEBHOOK_URL).toBe("https://crm.example/hook");
  });

  it("reads rate-limit and bot-timing overrides as positive integers", () => {
    const env = parseEnv(serverSchema, { LEADS_RATE_SOFT_LIMIT: "100", LEADS_RATE_HARD_LIMIT: "500", LEADS_MIN_FILL_MS: "0" });
    expect([env.LEADS_RATE_SOFT_LIMIT, env.LEADS_RATE_HARD_LIMIT, env.LEADS_MIN_FILL_MS]).toEqual([100, 500, 0]);
    expect(parseEnv(serverSchema, {}).LEADS_RATE_HARD_LIMIT).toBeUndefined();
    expect(() => parseEnv(serverSchema, { LEADS_RATE_HARD_LIMIT: "many" })).toThrow(/LEADS_RATE_HARD_LIMIT/);
    expect(() => parseEnv(serverSchema, { LEADS_RATE_WINDOW_SECONDS: "0" })).toThrow(/LEADS_RATE_WINDOW_SECONDS/);
  });
});
