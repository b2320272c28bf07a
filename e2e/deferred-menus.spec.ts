import { expect, type Page } from "@playwright/test";
import { hydrated, test } from "./support/fixtures";

/**
 * The header's Radix menus load after the page (src/lib/use-deferred-import.ts).
 * Until they arrive the server-rendered triggers are placeholders: whatever the
 * visitor does to them must happen once the code is there, with the focus kept.
 * Here every script the page did not reference in its HTML is held back until
 * the test lets it through, so the visitor acts on the placeholders for sure.
 */

async function holdLateChunks(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const initial = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"]+\.js/g)].map((m) => m[0]));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    if (!initial.has(new URL(route.request().url()).pathname)) await gate;
    await route.continue();
  });
  await page.goto(path);
  await hydrated(page);
  return release;
}

const placeholderCount = (page: Page) => page.locator('header nav button[aria-haspopup="menu"]:not([id^="radix-"])').count();

test.describe("header menus pressed before their code has loaded", () => {
  test.describe("desktop", () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("Enter on a placeholder trigger opens the menu with focus on its first item once loaded", async ({ page }) => {
      const release = await holdLateChunks(page, "/pricing");
      expect(await placeholderCount(page)).toBe(2);
      const trigger = page.getByRole("banner").getByRole("button", { name: "Solutions" });
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      release();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("banner").getByRole("menu", { name: "Solutions" }).getByRole("menuitem").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(trigger).toBeFocused();
    });

    test("a focused placeholder hands its focus to the loaded trigger", async ({ page }) => {
      const release = await holdLateChunks(page, "/pricing");
      expect(await placeholderCount(page)).toBe(2);
      const trigger = page.getByRole("banner").getByRole("button", { name: "Platform" });
      await trigger.focus();
      release();
      await expect(trigger).toHaveAttribute("id", /^radix-/);
      await expect(trigger).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
    });

    test("a Tab press while the menus' code is arriving keeps the focus: the swap never lands inside the focus move", async ({ page }) => {
      // React's scheduler posts its tasks through a MessagePort: holding them keeps the arrived code from being
      // rendered until the test presses Tab. A plain update is then rendered with the Tab's focusout, which removed
      // the placeholder focus was moving to (focus fell to <body>: the header walk-through's rare flake). As a
      // transition it waits for the scheduler, so the Tab lands on the placeholder, which hands its focus over.
      await page.addInitScript(() => {
        const post = MessagePort.prototype.postMessage;
        const held: (() => void)[] = [];
        const w = window as unknown as { __hold: boolean; __unhold: () => void; __held: () => number };
        w.__hold = false;
        MessagePort.prototype.postMessage = function (this: MessagePort, ...args: [message: unknown]) {
          if (w.__hold) held.push(() => post.apply(this, args));
          else post.apply(this, args);
        } as typeof post;
        w.__held = () => held.length;
        w.__unhold = () => {
          w.__hold = false;
          for (const run of held.splice(0)) run();
        };
      });
      const release = await holdLateChunks(page, "/pricing");
      expect(await placeholderCount(page)).toBe(2);
      const banner = page.getByRole("banner");
      await banner.getByRole("button", { name: "Platform" }).focus();
      const chunksBefore = await page.evaluate(() => performance.getEntriesByType("resource").length);
      await page.evaluate(() => {
        (window as unknown as { __hold: boolean }).__hold = true;
      });
      release();
      // The menus' chunks have arrived and run, and React has asked its (held) scheduler to render the swap.
      await page.waitForFunction((before) => performance.getEntriesByType("resource").length > before, chunksBefore);
      await page.waitForFunction(() => (window as unknown as { __held: () => number }).__held() > 0);
      await page.keyboard.press("Tab");
      const active = await page.evaluate(() => {
        const el = document.activeElement;
        return !el || el === document.body ? "<body>" : (el.textContent?.trim() ?? "");
      });
      expect(active, "focus after Tab").toBe("Solutions");
      await page.evaluate(() => (window as unknown as { __unhold: () => void }).__unhold());
      const solutions = banner.getByRole("button", { name: "Solutions" });
      await expect(solutions).toHaveAttribute("id", /^radix-/);
      await expect(solutions).toBeFocused();
    });

    test("hovering a placeholder opens the menu once loaded", async ({ page }) => {
      const release = await holdLateChunks(page, "/pricing");
      expect(await placeholderCount(page)).toBe(2);
      const banner = page.getByRole("banner");
      await banner.getByRole("button", { name: "Platform" }).hover();
      release();
      await expect(banner.getByRole("button", { name: "Platform" })).toHaveAttribute("aria-expanded", "true");
      await expect(banner.getByRole("menu", { name: "Platform" })).toBeVisible();
    });

    test("a click on a placeholder opens the menu once loaded; moving away before does not cancel it", async ({ page }) => {
      const release = await holdLateChunks(page, "/pricing");
      expect(await placeholderCount(page)).toBe(2);
      const banner = page.getByRole("banner");
      await banner.getByRole("button", { name: "Solutions" }).click();
      await page.mouse.move(0, 600);
      release();
      await expect(banner.getByRole("button", { name: "Solutions" })).toHaveAttribute("aria-expanded", "true");
      await expect(banner.getByRole("menu", { name: "Solutions" })).toBeVisible();
    });
  });

  test.describe("mobile", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a tap on the placeholder toggle opens the menu once loaded; Escape returns focus to the toggle", async ({ page }) => {
      const release = await holdLateChunks(page, "/pricing");
      const toggle = page.getByRole("button", { name: "Open menu" });
      await expect(toggle).not.toHaveAttribute("aria-controls", /.+/);
      await toggle.click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      release();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(":focus")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test("a press the loaded toggle takes over half-way opens the menu on release over the toggle, not elsewhere", async ({ page }) => {
      // The code arrives while the button is down: the placeholder is swapped out under the pointer, and the
      // browser sends the click to the toggles' common parent (this was a flaky a11y test before it was handled).
      for (const releaseOverToggle of [true, false]) {
        const release = await holdLateChunks(page, "/pricing");
        const toggle = page.getByRole("button", { name: "Open menu" });
        await expect(toggle).toHaveAttribute("data-deferred", "");
        const box = await toggle.boundingBox();
        if (!box) throw new Error("no toggle box");
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        release();
        await expect(toggle, "the loaded toggle has replaced the placeholder").not.toHaveAttribute("data-deferred");
        await expect(page.getByRole("dialog")).toHaveCount(0);
        if (!releaseOverToggle) await page.mouse.move(box.x + box.width / 2, box.y + 400);
        await page.mouse.up();
        if (releaseOverToggle) {
          await expect(page.getByRole("dialog"), "released over the toggle").toBeVisible();
        } else {
          await page.waitForTimeout(300);
          await expect(page.getByRole("dialog"), "released elsewhere").toHaveCount(0);
        }
      }
    });
  });

  test.describe("touch", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("a tap the loaded toggle takes over half-way opens the menu once (the tap's click reaches the loaded toggle)", async ({ page }) => {
      // On a touch screen the browser aims the tap's click at what is under the finger when it lifts, i.e. the loaded
      // toggle: opening on the release as well would toggle the menu shut again.
      const release = await holdLateChunks(page, "/pricing");
      const toggle = page.getByRole("button", { name: "Open menu" });
      await expect(toggle).toHaveAttribute("data-deferred", "");
      const box = await toggle.boundingBox();
      if (!box) throw new Error("no toggle box");
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
      release();
      await expect(toggle, "the loaded toggle has replaced the placeholder").not.toHaveAttribute("data-deferred");
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.waitForTimeout(300);
      await expect(page.getByRole("dialog"), "still open after the tap's click").toBeVisible();
    });
  });
});
