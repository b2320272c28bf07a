import { getTranslations } from "next-intl/server";
import { loosely, type Translate } from "./translate";

/**
 * `loosely(await getTranslations(namespace))` for a namespace built from data ("solutionsRole.cfo"), in server
 * components. The namespace is passed as one of next-intl's namespace names: with TypeScript 7, resolving
 * `getTranslations` against the typed union of the whole site's namespaces (850+ keys) failed intermittently for
 * deep namespaces, and the result is widened by `loosely` anyway.
 */
export async function getLooseTranslator(namespace: string): Promise<Translate> {
  return loosely(await getTranslations(namespace as "common"));
}
