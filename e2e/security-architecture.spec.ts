import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { LOCALES, pathFor } from "./support/locales";
import { at, messages } from "./support/messages";
import { plain } from "./support/security-erp";

/**
 * /security's architecture diagram draws what reaches the tenant from outside over the stage it feeds (mailbox into
 * ingest, verification sources into risk analysis, the identity provider for attest and release), and the ERP
 * connector under the stage that parks or blocks, not under release.
 */
const centre = (b: { x: number; width: number }) => b.x + b.width / 2;

test.describe("/security architecture: outside systems and the connector", () => {
  for (const locale of LOCALES) {
    test(`${locale}: each outside party points at its stage; the connector stands under ERP park/block`, async ({ page }) => {
      const security = messages(locale, "security");
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, pathFor(locale, "/security"));
      const diagram = page.locator("#architecture").getByTestId("security-audit-stream");
      await diagram.scrollIntoViewIfNeeded();
      const sources = diagram.locator("[data-outside-source]");
      await expect(sources).toHaveCount(3);
      for (const key of ["mailbox", "sources", "idp"]) {
        const source = diagram.locator(`[data-outside-source="${key}"]`);
        await expect(source).toContainText(plain(at(security, `architecture.diagram.${key}`)));
        await expect(source).toContainText(plain(at(security, `architecture.diagram.${key}Note`)));
      }
      // The caption names them too, for a screen reader.
      const caption = plain(at(security, "architecture.diagram.caption"));
      expect(caption).toContain(plain(at(security, "architecture.diagram.mailboxNote")));

      const stage = async (key: string) => {
        const b = await diagram.locator(`[data-stage="${key}"] > span`).first().boundingBox();
        if (!b) throw new Error(`no box for ${key}`);
        return b;
      };
      const arrows = async (key: string) =>
        diagram.locator(`[data-outside-source="${key}"] svg[viewBox="0 0 12 22"]`).evaluateAll((els) =>
          els.filter((el) => el.getBoundingClientRect().width > 0).map((el) => {
            const r = el.getBoundingClientRect();
            return r.left + r.width / 2;
          }),
        );
      const expected = { mailbox: ["ingest"], sources: ["risk"], idp: ["attest", "release"] } as const;
      for (const [key, stages] of Object.entries(expected)) {
        const xs = await arrows(key);
        expect(xs, `${key}: one arrow a stage it feeds`).toHaveLength(stages.length);
        for (const [i, target] of stages.entries()) {
          expect(Math.abs((xs[i] ?? 0) - centre(await stage(target))), `${key} arrow over ${target}`).toBeLessThanOrEqual(3);
        }
      }
      const connector = await diagram.locator("[data-connector]").boundingBox();
      if (!connector) throw new Error("no connector");
      const erp = await stage("erp");
      const release = await stage("release");
      expect(Math.abs(centre(connector) - centre(erp)), "the connector centred under ERP park/block").toBeLessThanOrEqual(3);
      expect(connector.x + connector.width, "the connector does not hang under release").toBeLessThan(release.x);
      const stagesLabel = (count: number, list: string) =>
        plain(at(security, "architecture.diagram.feeds"))
          .replace(/\{count, plural, one \{([^}]*)\} other \{([^}]*)\}\}/, (_, one: string, other: string) => (count === 1 ? one : other))
          .replace("{list}", list);
      // Said in words with the numbers ("stages 4 and 6"), translated.
      const list = (numbers: string[]) => new Intl.ListFormat(locale, { type: "conjunction" }).format(numbers);
      await expect(diagram.locator("[data-connector] [data-feeds]")).toHaveText(stagesLabel(2, list(["4", "6"])));

      // On a phone the same, said by the stage numbers; nothing leaves the card.
      await page.setViewportSize({ width: 320, height: 800 });
      await expect(diagram.locator('[data-outside-source="mailbox"] [data-feeds]')).toHaveText(`→ ${stagesLabel(1, "1")}`);
      await expect(diagram.locator('[data-outside-source="sources"] [data-feeds]')).toHaveText(`→ ${stagesLabel(1, "3")}`);
      await expect(diagram.locator('[data-outside-source="idp"] [data-feeds]')).toHaveText(`→ ${stagesLabel(2, list(["5", "6"]))}`);
      const overflow = await diagram.evaluate((figure) => {
        const card = figure.querySelector("[data-card]")?.getBoundingClientRect();
        if (!card) return ["no card"];
        return [...figure.querySelectorAll<HTMLElement>("[data-card] *")]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.right > card.right + 1 || r.left < card.left - 1);
          })
          .map((el) => (el.textContent ?? "").trim().slice(0, 40));
      });
      expect(overflow).toEqual([]);
    });
  }
});
