"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "radix-ui";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { BOOK_DEMO_HREF, MOBILE_LINKS, MOBILE_SIGN_IN_HREF } from "@/config/navigation";
import { Link, usePathname } from "@/i18n/navigation";
import { LocaleSwitcher } from "./locale-switcher";
import { MENU_TOGGLE_CLASS, MenuIcon } from "./header-controls";

/**
 * Mobile menu (spec section 4): open/closed, selecting a link closes it, the
 * active link is highlighted. Radix Dialog traps focus while open and returns it
 * to the toggle on close. Loaded after the page by `MobileMenu`
 * (`mobile-menu.tsx`), which renders the toggle until then.
 */
export function MobileMenuDialog({
  openOnMount,
  focusOnMount,
  pressOnMount = false,
}: {
  openOnMount: boolean;
  focusOnMount: boolean;
  /** The pointer went down on the placeholder toggle and is not up yet. */
  pressOnMount?: boolean;
}) {
  const t = useTranslations("layout");
  const pathname = usePathname();
  const [open, setOpen] = useState(openOnMount);
  const close = () => setOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // Takes over from the placeholder toggle: keep its focus (opening moves focus into the dialog anyway).
  // In the commit that swaps the placeholder out (a layout effect), so no key press can land on the page body in between.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useLayoutEffect(() => {
    if (focusOnMount && !openOnMount) toggle.current?.focus({ preventScroll: true });
  }, []);

  // A press that began on the placeholder ends here: its click goes to the toggles' common parent (the placeholder
  // is gone), so the release on this toggle opens the menu as that click would have; a release elsewhere or a
  // cancelled gesture (a scroll that began on the toggle) does nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (!pressOnMount || openOnMount) return;
    const controller = new AbortController();
    const options = { capture: true, once: true, signal: controller.signal };
    document.addEventListener(
      "pointerup",
      (event) => {
        controller.abort();
        if (event.target instanceof Node && toggle.current?.contains(event.target)) setOpen(true);
      },
      options,
    );
    document.addEventListener("pointercancel", () => controller.abort(), options);
    return () => controller.abort();
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={toggle} className={MENU_TOGGLE_CLASS} aria-label={t("openMenu")}>
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-white p-6 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t("menuTitle")}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
              aria-label={t("closeMenu")}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("menuDescription")}</Dialog.Description>
          <nav aria-label={t("mobileNavLabel")} className="mt-6">
            <ul className="space-y-1">
              {MOBILE_LINKS.map((link) => {
                const active = pathname === link.href;
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      onClick={close}
                      aria-current={active ? "page" : undefined}
                      className={`block rounded-md px-3 py-3 text-base font-medium ${
                        active ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"
                      }`}
                    >
                      {t(`nav.${link.key}`)}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <div className="mt-6 space-y-3 border-t border-slate-200 pt-6">
              <Link
                href={MOBILE_SIGN_IN_HREF}
                onClick={close}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                {t("nav.signIn")}
              </Link>
              <Link
                href={BOOK_DEMO_HREF}
                onClick={close}
                aria-current={pathname === BOOK_DEMO_HREF ? "page" : undefined}
                className="block rounded-md bg-brand-600 px-3 py-3 text-center text-base font-semibold text-white hover:bg-brand-700"
              >
                {t("nav.bookDemo")}
              </Link>
            </div>
          </nav>
          <div className="mt-6 border-t border-slate-200 pt-6">
            <LocaleSwitcher variant="menu" onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
