import { getFormatter as getIntlFormatter, getLocale } from "next-intl/server";
import { withTypography } from "./french-typography";

/**
 * next-intl's `getFormatter` with the locale's spacing before "%" (French: U+202F, see
 * src/i18n/french-typography.ts). Server components and pages import it instead of next-intl's.
 */
export async function getFormatter(options?: Parameters<typeof getIntlFormatter>[0]) {
  const [format, locale] = await Promise.all([getIntlFormatter(options), options?.locale ?? getLocale()]);
  return withTypography(format, locale);
}
