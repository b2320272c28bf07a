import { getTranslations } from "next-intl/server";
import { routing } from "@/i18n/routing";
import { LocaleSwitcherLinks, type LocaleSwitcherVariant } from "./locale-switcher-links";

/** Links to the current page in every locale (the links themselves are a client island: `locale-switcher-links.tsx`). */
export async function LocaleSwitcher({ variant }: { variant: LocaleSwitcherVariant }) {
  const t = await getTranslations("layout.localeSwitcher");
  const names = Object.fromEntries(routing.locales.map((locale) => [locale, t(`names.${locale}`)])) as Record<(typeof routing.locales)[number], string>;
  return <LocaleSwitcherLinks variant={variant} label={t("label")} names={names} />;
}
