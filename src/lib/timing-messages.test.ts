import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { NACHA_2026 } from "@/config/business-constants";
import { loadMessages } from "@/i18n/messages";
import { LOCALES } from "@/i18n/locales";
import { timingOf } from "./timing";

/** Copy about the Nacha 2026 phases is worded by whether they have passed, in every locale. */
describe("Nacha 2026 copy follows the calendar", () => {
  it("is past once phase 2 has begun, upcoming before", () => {
    expect(timingOf(NACHA_2026.phase2, new Date("2026-11-24T00:00:00Z"))).toBe("past");
    expect(timingOf(NACHA_2026.phase2, new Date("2026-01-10T00:00:00Z"))).toBe("upcoming");
  });

  for (const locale of LOCALES) {
    it(`${locale}: every timed Nacha message has a past and an upcoming wording`, async () => {
      const messages = await loadMessages(locale);
      const compliance = createTranslator({ locale, messages, namespace: "compliance" });
      const readiness = createTranslator({ locale, messages, namespace: "solutionsUseCase.readiness2026" });
      const pairs = (["past", "upcoming"] as const).map((timing) => [
        compliance("nacha.intro", { timing }),
        compliance("nacha.phase2.body", { timing, practical: "X" }),
        readiness("hero.title", { timing }),
        readiness("phases.phase2.body", { timing }),
        readiness("phases.phase2.practical", { timing, date: "X" }),
      ]);
      const [past, upcoming] = pairs as [string[], string[]];
      for (let i = 0; i < past.length; i++) {
        expect(past[i]).not.toBe(upcoming[i]);
        expect(past[i]).not.toMatch(/[{}]/);
      }
    });
  }
});
