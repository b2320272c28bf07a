import { beforeEach, describe, expect, it } from "vitest";
import { COOKIES } from "@/config/cookies";
import { pendingAssignmentCounts, setAssignmentCountWriter } from "./assignment-counts";
import { createViewHandler } from "./view-handler";

const PHASE = "control=0.3334,landing2=0.3333,landing3=0.3333";
const SEEN = `home-variant~landing2~2~0~2~20261123000000000~${PHASE}`;
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const NOW = new Date("2026-12-03T10:00:00.000Z");

function post(cookie: string, userAgent = UA) {
  return new Request("http://localhost:3000/api/experiments/view", { method: "POST", headers: { cookie, "user-agent": userAgent } });
}
const total = () => pendingAssignmentCounts().reduce((n, r) => n + r.count, 0);

beforeEach(() => {
  setAssignmentCountWriter(null);
});

describe("the view endpoint (a browser showed a home page)", () => {
  const handler = createViewHandler({ requireConsent: false, secureCookies: true, now: () => NOW });

  it("counts the viewed assignment once per run, in its phase, with no identifier, and remembers the run", async () => {
    const before = pendingAssignmentCounts();
    const response = await handler(post(`${COOKIES.visitorId}=0123456789abcdef0123; ${COOKIES.homeSeen}=${encodeURIComponent(SEEN)}`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ counted: true });
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^attestra_home_counted=home-variant\.0; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    const row = pendingAssignmentCounts().find((r) => !before.some((b) => b.day === r.day && b.variationKey === r.variationKey && b.count === r.count));
    expect(row).toEqual({ day: "2026-12-03", experimentKey: "home-variant", bucketVersion: 0, phase: PHASE, variationKey: "landing2", count: 1 });
    expect(JSON.stringify(pendingAssignmentCounts())).not.toContain("0123456789abcdef0123");

    // The same browser again (cookie sent back): not counted again. Another run: counted.
    const n = total();
    const again = await handler(post(`${COOKIES.homeSeen}=${SEEN}; ${COOKIES.homeCounted}=home-variant.0`));
    expect(await again.json()).toEqual({ counted: false, reason: "already-counted" });
    expect(total()).toBe(n);
    const rerun = await handler(post(`${COOKIES.homeSeen}=home-variant~control~1~1~2~1~control=0.5,landing2=0.5; ${COOKIES.homeCounted}=home-variant.0`));
    expect(await rerun.json()).toEqual({ counted: true });
    expect(rerun.headers.get("set-cookie")).toContain("attestra_home_counted=home-variant.0~home-variant.1;");
    expect(total()).toBe(n + 1);
  });

  it("answers 400 and counts nothing without a valid viewed assignment; never counts crawlers", async () => {
    const n = total();
    for (const cookie of ["", `${COOKIES.homeSeen}=garbage`, `${COOKIES.homeServed}=${SEEN}`]) {
      const response = await handler(post(cookie));
      expect(response.status).toBe(400);
      expect((await response.json()).reason).toBe("no-viewed-assignment");
    }
    const bot = await handler(post(`${COOKIES.homeSeen}=${SEEN}`, "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"));
    expect(await bot.json()).toEqual({ counted: false, reason: "crawler" });
    expect(total()).toBe(n);
  });

  it("with consent-gated experiments, counts only a visitor who accepted analytics", async () => {
    const gated = createViewHandler({ requireConsent: true, secureCookies: false, now: () => NOW });
    const n = total();
    expect(await (await gated(post(`${COOKIES.homeSeen}=${SEEN}`))).json()).toEqual({ counted: false, reason: "no-consent" });
    expect(await (await gated(post(`${COOKIES.homeSeen}=${SEEN}; ${COOKIES.consent}=denied`))).json()).toEqual({ counted: false, reason: "no-consent" });
    expect(total()).toBe(n);
    const accepted = await gated(post(`${COOKIES.homeSeen}=${SEEN}; ${COOKIES.consent}=granted`));
    expect(await accepted.json()).toEqual({ counted: true });
    expect(accepted.headers.get("set-cookie")).not.toContain("Secure");
    expect(total()).toBe(n + 1);
  });
});
