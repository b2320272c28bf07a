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
 * arrived opens the menu when it does; the loaded toggle takes over the focus,
 * and a press it takes over half-way (down on this toggle, up on the loaded one)
 * opens the menu as a click would.
 */
export function MobileMenu() {
  const t = useTranslations("layout");
  const [dialog, preload] = useDeferredImport(loadDialog);
  const [openRequested, setOpenRequested] = useState(false);
  const [focused, setFocused] = useState(false);
  // A mouse or pen press in progress: the code may arrive between the button going down and coming up. The loaded
  // toggle then replaces this one mid-press and the browser sends the click to their common parent, not to either
  // toggle. (A tap's click goes to what is under the finger when it lifts, the loaded toggle: nothing to take over.)
  const [pressed, setPressed] = useState(false);

  if (dialog) return <dialog.MobileMenuDialog openOnMount={openRequested} focusOnMount={focused} pressOnMount={pressed} />;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded="false"
      data-state="closed"
      // Marks the stand-in until the dialog's code has loaded (e2e/deferred-menus.spec.ts tells the two apart).
      data-deferred=""
      className={MENU_TOGGLE_CLASS}
      aria-label={t("openMenu")}
      onPointerEnter={preload}
      onPointerDown={(event) => {
        if (event.isPrimary && event.button === 0 && event.pointerType !== "touch") {
          setPressed(true);
          // Wherever the press ends (on this toggle, elsewhere, cancelled), it is no longer in progress.
          const done = new AbortController();
          const end = () => {
            done.abort();
            setPressed(false);
          };
          document.addEventListener("pointerup", end, { capture: true, signal: done.signal });
          document.addEventListener("pointercancel", end, { capture: true, signal: done.signal });
        }
        preload();
      }}
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
