import { getLocale, getTranslations } from "next-intl/server";
import { Chevron, DESKTOP_ONLY, panelClass, triggerClass } from "./header-controls";
import { LocaleSwitcher } from "./locale-switcher";

export const LANGUAGE_MENU_ID = "nav-language";

/**
 * The desktop header's language choice: one button showing the current language's code, opening the list of
 * languages (one line in every locale, where four links side by side made the header wrap). A disclosure on
 * `popover`, like the other header menus (`header-controls.tsx`).
 */
export async function LanguageMenu() {
  const t = await getTranslations("layout.localeSwitcher");
  const locale = await getLocale();
  return (
    <nav aria-label={t("label")} className={DESKTOP_ONLY}>
      <button
        type="button"
        popoverTarget={LANGUAGE_MENU_ID}
        aria-controls={LANGUAGE_MENU_ID}
        className={`${triggerClass} uppercase [anchor-name:--nav-language]`}
      >
        <span className="sr-only normal-case">{t("label")} </span>
        <span lang={locale}>{locale}</span> <Chevron />
      </button>
      <div id={LANGUAGE_MENU_ID} popover="auto" className={`${panelClass} w-48 p-2 [position-anchor:--nav-language] [position-area:bottom_span-left]`}>
        <LocaleSwitcher variant="list" />
      </div>
    </nav>
  );
}
