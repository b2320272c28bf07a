import { useFormatter as useIntlFormatter, useLocale } from "next-intl";
import { withTypography } from "./french-typography";

/**
 * next-intl's `useFormatter` with the locale's spacing before "%" (French: U+202F, see
 * src/i18n/french-typography.ts). Client islands import it instead of next-intl's.
 */
export function useFormatter() {
  return withTypography(useIntlFormatter(), useLocale());
}
