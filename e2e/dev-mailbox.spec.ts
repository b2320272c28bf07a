import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

test.describe("dev-mailbox demo", () => {
  test("triage sorts the inbox into the six categories", async ({ page }) => {
    await gotoHydrated(page, "/dev-mailbox");
    const badges = page.getByTestId("category-badge");
    await expect(badges).toHaveCount(7);
    await expect(badges.first()).toHaveText("Not yet sorted");
    await page.getByRole("button", { name: "Run AI triage" }).click();
    await expect(page.getByRole("status").first()).toContainText("7 e-mails sorted");
    const summary = page.getByTestId("category-summary");
    for (const line of [
      "New Orders: 1",
      "Tracking: 2",
      "Pricing: 1",
      "Product Availability: 1",
      "Technical Support: 1",
      "Returns/Refunds: 1",
    ]) {
      await expect(summary).toContainText(line);
    }
    await expect(page.locator('[data-email="e6"]')).toContainText("Returns/Refunds");
  });

  test("a reply is drafted from the sample ERP data", async ({ page }) => {
    await gotoHydrated(page, "/dev-mailbox");
    await page.locator('[data-email="e2"]').click();
    const draft = page.getByRole("button", { name: "Draft reply from ERP data" });
    await expect(draft).toBeDisabled();
    await page.getByRole("button", { name: "Run AI triage" }).click();
    await draft.click();
    const reply = page.getByLabel("Drafted reply (you can edit it)");
    await expect(reply).toHaveValue(/SO-10311/);
    await expect(reply).toHaveValue(/BLF-882134/);
    await expect(reply).toHaveValue(/November\u00a026,\u00a02026/);
    await expect(page.getByTestId("erp-data")).toContainText("BlueLine Freight");
  });

  test("a locked thread cannot be answered by the other agent", async ({ page }) => {
    await gotoHydrated(page, "/dev-mailbox");
    await page.getByRole("button", { name: "Run AI triage" }).click();
    await page.locator('[data-email="e1"]').click();
    const lock = page.getByRole("button", { name: "Lock thread" });
    await expect(lock).toBeDisabled(); // only the assignee can lock
    await page.getByRole("button", { name: "Assign to me" }).click();
    await expect(page.getByTestId("assignee")).toHaveText("You");
    await lock.click();
    await page.getByRole("button", { name: "Draft reply from ERP data" }).click();
    await expect(page.getByLabel("Drafted reply (you can edit it)")).toHaveValue(/40 cases of nitrile gloves, size M at \$38\.50/);
    await expect(page.locator('[data-email="e1"]')).toContainText("Locked by you");

    await page.getByRole("radio", { name: "Jordan (colleague)" }).click();
    await expect(page.getByTestId("thread-panel").getByRole("alert")).toContainText("Only you can reply");
    await expect(page.getByRole("button", { name: "Send reply" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Draft reply from ERP data" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Assign to me" })).toBeDisabled();
    await expect(page.getByLabel("Drafted reply (you can edit it)")).toHaveAttribute("readonly", "");

    await page.getByRole("radio", { name: "You", exact: true }).click();
    await expect(page.getByTestId("thread-panel").getByRole("alert")).toHaveCount(0);
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply sent (simulated")).toBeVisible();
    await expect(page.locator('[data-email="e1"]')).toContainText("Replied");
  });

  test("works in French with translated categories", async ({ page }) => {
    await gotoHydrated(page, "/fr/dev-mailbox");
    await page.getByRole("button", { name: "Lancer le tri par IA" }).click();
    await expect(page.locator('[data-email="e2"]')).toContainText("Suivi de livraison");
    await page.locator('[data-email="e3"]').click();
    await page.getByRole("button", { name: "Préparer une réponse à partir de l’ERP" }).click();
    await expect(page.getByLabel("Réponse préparée (modifiable)")).toHaveValue(/6,12\s\$US/);
  });
});
