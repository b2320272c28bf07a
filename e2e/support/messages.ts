import { readFileSync } from "node:fs";
import { keepDatesWhole, keepRangesWhole } from "../../src/i18n/number-format";
import type { TestLocale } from "./locales";

export type Messages = Record<string, unknown>;

/**
 * One namespace's messages for a locale, read from `messages/<locale>/<namespace>.json`, with a tight range's
 * dash followed by a word joiner and a written date's spaces no-break, as the site loads them ("1–2" renders "1–\u20602").
 */
export const messages = (locale: TestLocale, namespace: string): Messages =>
  JSON.parse(readFileSync(`messages/${locale}/${namespace}.json`, "utf8"), (_key, value: unknown) =>
    typeof value === "string" ? keepDatesWhole(keepRangesWhole(value)) : value,
  ) as Messages;

/** The string at a dotted path (`a.b.c`); throws when there is none, so a renamed key fails the test loudly. */
export function at(tree: Messages, path: string): string {
  const value = path.split(".").reduce<unknown>((node, key) => (node as Messages)?.[key], tree);
  if (typeof value !== "string") throw new Error(`no message at ${path}`);
  return value;
}
