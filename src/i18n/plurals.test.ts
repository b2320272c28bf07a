import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { actionPlanFileName } from "@/assessments/scorecard";
import { loadMessages } from "./messages";
import { routing } from "./routing";

/** The scorecard's action plan: "1 point", not "(1 points)", and a file name in the page's language. */
const EXPECTED = {
  en: { one: "(1 point)", many: "(5 points)", file: "ap-action-plan-grade-B-C.txt" },
  fr: { one: "(1 point)", many: "(5 points)", file: "plan-action-comptabilite-fournisseurs-note-B-C.txt" },
  de: { one: "(1 Punkt)", many: "(5 Punkte)", file: "aktionsplan-kreditoren-note-B-C.txt" },
  es: { one: "(1 punto)", many: "(5 puntos)", file: "plan-de-accion-cuentas-por-pagar-nota-B-C.txt" },
} as const;

describe("action plan plural forms and file name", () => {
  for (const locale of routing.locales) {
    it(`${locale}: singular and plural points, localized file name`, async () => {
      const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "scorecard.actionPlan" });
      const line = (points: number) => t("answerLine", { question: "Q", answer: "A", points });
      expect(line(1)).toContain(EXPECTED[locale].one);
      expect(line(5)).toContain(EXPECTED[locale].many);
      expect(line(1)).not.toMatch(/\(1 (points|Punkte|puntos)\)/);
      expect(actionPlanFileName("B/C", (grade) => t("fileName", { grade }))).toBe(EXPECTED[locale].file);
    });
  }
});
