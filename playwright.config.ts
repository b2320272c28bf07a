import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * Local stand-in for PostHog (e2e/support/posthog-capture-server.mjs); `npm run build:e2e` bakes it in as
 * POSTHOG_HOST (default 3198 = 3100 + 98). Derived from E2E_PORT so parallel runs on other ports do not collide.
 */
export const CAPTURE_PORT = Number(process.env.E2E_CAPTURE_PORT ?? PORT + 98);
export const E2E_LEADS_TOKEN = "e2e-leads-token-0123456789abcdef";
/** The operator privacy API's own token (PRIVACY_API_TOKEN), distinct from the export token. */
export const E2E_PRIVACY_TOKEN = "e2e-privacy-token-0123456789abcdef";

// Browsers cannot be downloaded here: use Debian's Chromium (CHROME_PATH overrides).
// Where downloads work, set CHROME_PATH="" to use Playwright's own browser.
// Debian's `chromium-headless-shell` (the old headless mode, the one Playwright itself runs headless) is preferred
// when installed: the same Blink, without the full browser's UI layers; measured on two cores, the same 216 tests
// ran in 3.5 min against 5.3 min with `/usr/bin/chromium`. `devices["Desktop Chrome"]` sets a regular Chrome
// user agent, so analytics (posthog-js drops "HeadlessChrome") behaves as for a visitor. The shell hints fonts by
// default, which makes text a little wider than in Chrome on a desktop: `--font-render-hinting=none` lays text out
// as the full browser does (the layout tests' line breaks are the same in both).
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const executablePath = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Two workers on two cores. A third was measured: 22% faster on the specs that wait for events (mail, PostHog
  // batches, experiment cookies), but the whole suite took as long (1,135 s against 1,076 s) and every test ran about
  // 1.5 times longer, nearer its timeout.
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: executablePath || undefined,
      args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-gpu", "--font-render-hinting=none"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
  {
    // A production build (npm test runs `npm run build:e2e` first).
    command: `node server.mjs -p ${PORT} -H localhost`,
    url: `http://localhost:${PORT}/pricing`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      LEADS_API_TOKEN: E2E_LEADS_TOKEN,
      PRIVACY_API_TOKEN: E2E_PRIVACY_TOKEN,
      DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e-pglite",
      // No SMTP_URL: e-mails are .eml files here, read by e2e/support/mailbox.ts.
      MAIL_DIR: process.env.E2E_MAIL_DIR ?? ".data/e2e-mail",
      IP_HASH_SALT: "e2e-salt-not-secret",
      // Every browser test submits from 127.0.0.1: the contract's limits are unit-tested (src/leads), not here.
      LEADS_RATE_SOFT_LIMIT: "1000",
      LEADS_RATE_HARD_LIMIT: "2000",
      // Tests fill forms faster than a person: the minimum fill time (src/leads/http/config.ts) is unit-tested, not waited for here.
      LEADS_MIN_FILL_MS: "0",
      LEADS_MIN_INTERACTION_MS: "0",
      // The proof of work is solved by the real widget in Chromium, at a low cost so that tests that fill a form in
      // milliseconds need not wait for it (its production cost is measured by `npm run bench:proof-of-work`).
      LEADS_PROOF_COST: "10",
      // Every browser test mails an address at example.com: the per-domain mail limit is unit-tested (src/mail/no-relay.test.ts).
      MAIL_LIMIT_PER_DOMAIN_PER_DAY: "1000000",
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      // Analytics settings are baked in by `next build` (rewrites, prerendered pages); repeated here for server code.
      POSTHOG_HOST: `http://localhost:${CAPTURE_PORT}`,
      POSTHOG_API_KEY: "phc_e2e_local_capture",
    },
  },
  {
    command: `node e2e/support/posthog-capture-server.mjs ${CAPTURE_PORT}`,
    url: `http://localhost:${CAPTURE_PORT}/__health`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "pipe",
  },
  ],
});
