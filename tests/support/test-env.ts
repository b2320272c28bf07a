/**
 * The test process's own environment, read in this one place (the application's configuration goes through
 * src/env.ts).
 */

/** Under CI (`CI=true`, set by .ci/run): a tool CI installs must be there, so a test that needs it fails rather than skips. */
export const IN_CI = /^(1|true)$/i.test(process.env.CI ?? "");

/** Port of the local SMTP server the mail delivery test starts (default 3750). */
export const SMTP_TEST_PORT = Number(process.env.SMTP_TEST_PORT ?? 3750);

/** The environment of a child process a test starts (an npm script): this process's, with `overrides`. */
export function childProcessEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
