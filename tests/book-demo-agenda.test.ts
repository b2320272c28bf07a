import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEMO_AGENDA, demoAgenda } from "@/app/[locale]/book-demo/demo-agenda";
import { DURATIONS } from "@/config/business-constants";

describe("/book-demo's indicative agenda", () => {
  it("runs back to back from minute 0 to the demo's length, Q&A last", () => {
    expect(DEMO_AGENDA[0]?.from).toBe(0);
    expect(DEMO_AGENDA.at(-1)).toMatchObject({ key: "qa", to: DURATIONS.demoMinutes });
    for (const [i, slot] of DEMO_AGENDA.entries()) {
      expect(slot.to).toBeGreaterThan(slot.from);
      if (i > 0) expect(slot.from).toBe(DEMO_AGENDA[i - 1]?.to);
    }
    expect(DEMO_AGENDA.map((s) => s.key)).toEqual(["erp", "identity", "matching", "guard", "qa"]);
  });

  it("refuses a demo too short to leave time for questions", () => {
    expect(() => demoAgenda(20)).toThrow();
    expect(demoAgenda(45).at(-1)).toMatchObject({ key: "qa", to: 45 });
  });

  it("names every slot in every locale", () => {
    for (const locale of ["en", "fr", "de", "es"]) {
      const messages = JSON.parse(readFileSync(`messages/${locale}/bookDemo.json`, "utf8"));
      for (const slot of DEMO_AGENDA) expect(messages.agenda.items[slot.key], `${locale} ${slot.key}`).toBeTruthy();
    }
  });
});
