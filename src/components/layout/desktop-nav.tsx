"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { BOOK_DEMO_HREF, HEADER_ANCHORS, SIGN_IN_HREF } from "@/config/navigation";
import { Link } from "@/i18n/navigation";
import { useDeferredImport } from "@/lib/use-deferred-import";
import { Chevron, type MenuKey, type NavIntent, triggerClass } from "./header-controls";

const linkClass = "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink";
const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);

const loadDropdowns = () => import("./nav-dropdowns");

/**
 * A dropdown trigger as the server renders it, shown until the Radix menus have
 * loaded: the same button, marked as a closed menu button. Pressing, clicking or
 * hovering it records what the visitor did and loads the menus at once; the
 * loaded trigger takes its place with the focus and replays the action.
 */
function PlaceholderTrigger({
  id,
  label,
  onIntent,
  onFocusChange,
}: {
  id: MenuKey;
  label: string;
  onIntent: (intent: NavIntent | null) => void;
  onFocusChange: (focused: MenuKey | null) => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded="false"
        data-state="closed"
        className={triggerClass}
        onFocus={() => onFocusChange(id)}
        onBlur={() => onFocusChange(null)}
        onPointerEnter={(event) => event.pointerType === "mouse" && onIntent({ menu: id, via: "hover" })}
        onPointerLeave={(event) => event.pointerType === "mouse" && onIntent(null)}
        onPointerDown={(event) => event.button === 0 && onIntent({ menu: id, via: "pointer" })}
        onKeyDown={(event) => {
          if (!OPEN_KEYS.has(event.key)) return;
          event.preventDefault();
          onIntent({ menu: id, via: "key", key: event.key });
        }}
      >
        {label} <Chevron />
      </button>
    </li>
  );
}

/**
 * Desktop header navigation: Platform and Solutions dropdowns, on-page anchors,
 * sign-in and book-a-demo. The dropdowns' Radix code (`nav-dropdowns.tsx`) is not
 * part of the first load: it is fetched when the pointer enters the navigation
 * or focus does, and a trigger pressed before it has arrived opens when it does.
 */
export function DesktopNav() {
  const t = useTranslations("layout");
  const [dropdowns, preload] = useDeferredImport(loadDropdowns);
  const [intent, setIntent] = useState<NavIntent | null>(null);
  const [focusedMenu, setFocusedMenu] = useState<MenuKey | null>(null);

  const placeholder = (id: MenuKey) => (
    <PlaceholderTrigger
      id={id}
      label={t(id)}
      onIntent={(next) => {
        // Leaving a trigger cancels only a hover: a press stays to be replayed.
        setIntent((current) => (next ?? (current?.via === "hover" ? null : current)));
        if (next) preload();
      }}
      onFocusChange={setFocusedMenu}
    />
  );

  return (
    // Moving toward the menus or tabbing into the navigation fetches their code.
    <nav className="relative hidden lg:flex" aria-label={t("mainNavLabel")} onPointerEnter={preload} onFocus={preload}>
      <ul className="flex items-center gap-1">
        {dropdowns ? (
          <dropdowns.NavDropdowns intent={intent} focusedMenu={focusedMenu} />
        ) : (
          <>
            {placeholder("platform")}
            {placeholder("solutions")}
          </>
        )}
        {HEADER_ANCHORS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClass}>
              {t(`nav.${link.key}`)}
            </Link>
          </li>
        ))}
        <li>
          <Link href={SIGN_IN_HREF} className={linkClass}>
            {t("nav.signIn")}
          </Link>
        </li>
        <li>
          <Link href={BOOK_DEMO_HREF} className="ml-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            {t("nav.bookDemo")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
