"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useDeferredImport } from "@/lib/use-deferred-import";
import { MENU_TOGGLE_CLASS, MenuIcon } from "./header-controls";

const loadDialog = () => import("./mobile-menu-dialog");

/**
 * The mobile menu's toggle. The menu itself (Radix Dialog, `mobile-menu-dialog.tsx`)
 * is not part of the first load: it is fetched as soon as the visitor touches,
 * focuses or points at the toggle. A press before it has
 * arrived opens the menu when it does; the loaded toggle takes over the focus.
 */
export function MobileMenu() {
  const t = useTranslations("layout");
  const [dialog, preload] = useDeferredImport(loadDialog);
  const [openRequested, setOpenRequested] = useState(false);
  const [focused, setFocused] = useState(false);

  if (dialog) return <dialog.MobileMenuDialog openOnMount={openRequested} focusOnMount={focused} />;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded="false"
      data-state="closed"
      className={MENU_TOGGLE_CLASS}
      aria-label={t("openMenu")}
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={() => {
        setFocused(true);
        preload();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setOpenRequested(true);
        preload();
      }}
    >
      <MenuIcon />
    </button>
  );
}
