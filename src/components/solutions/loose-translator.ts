import { getTranslations } from "next-intl/server";
import type { Card } from "@/components/sections/section";
import { loosely } from "@/i18n/translate";

export type MessageValues = Record<string, string | number>;

/**
 * A translator for a nested namespace ("solutionsRole.cfo"). The shared
 * solutions composition reads the same keys from every page's namespace, which
 * next-intl's typed keys cannot express; and with TypeScript 7 the typed
 * namespace union of the whole site (850+ keys) made `getTranslations` overload
 * resolution fail intermittently for deep namespaces. So the type is loosened
 * here, once. Key coverage is checked by `messages.test.ts` (every key in every
 * locale) and by the browser tests (no raw key rendered).
 */
export interface LooseTranslator {
  (key: string, values?: MessageValues): string;
  raw(key: string): unknown;
}

export async function getLooseTranslator(namespace: string): Promise<LooseTranslator> {
  return loosely(await getTranslations(namespace as "common"));
}

/** Reads an array of `{title, body}` messages, formatting each with `values`. */
export function readCards(t: LooseTranslator, key: string, values?: MessageValues): Card[] {
  const raw = t.raw(key);
  if (!Array.isArray(raw)) return [];
  return raw.map((_, index) => ({
    title: t(`${key}.${index}.title`, values),
    body: t(`${key}.${index}.body`, values),
  }));
}

/** Reads an array of strings, formatting each with `values`. */
export function readList(t: LooseTranslator, key: string, values?: MessageValues): string[] {
  const raw = t.raw(key);
  if (!Array.isArray(raw)) return [];
  return raw.map((_, index) => t(`${key}.${index}`, values));
}
