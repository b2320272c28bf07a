"use client";

import { useTranslations } from "next-intl";
import { type Dispatch, type KeyboardEvent, type ReactNode, type SetStateAction, useEffect, useId, useRef, useState } from "react";
import {
  BOOK_DEMO_HREF,
  HEADER_ANCHORS,
  type NavLink,
  PLATFORM_LINKS,
  SIGN_IN_HREF,
  SOLUTION_GROUPS,
} from "@/config/navigation";
import { Link } from "@/i18n/navigation";

const triggerClass =
  "group inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink aria-expanded:bg-slate-100";
const linkClass = "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink";
const itemClass = "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50";

const HOVER_OPEN_MS = 150;
const HOVER_CLOSE_MS = 200;

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-aria-expanded:rotate-180">
      <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

type MenuKey = "platform" | "solutions";

/**
 * One dropdown of the header: the WAI-ARIA disclosure navigation pattern (a
 * button with aria-expanded/aria-controls followed in the DOM by its list of
 * links). Opens on hover (mouse), click, Enter or Space; ArrowDown on the button
 * or in the panel moves through the links, Home/End jump; Escape closes and
 * returns focus to the button. The panel follows the button in the DOM, so Tab
 * walks into it without a focus proxy. (Radix NavigationMenu inserts an
 * aria-hidden focusable proxy while open, an axe `aria-hidden-focus` violation:
 * radix-ui/primitives#3085.) Closed panels stay in the DOM, hidden.
 */
function Dropdown({
  id,
  label,
  open,
  onOpenChange,
  panelClassName,
  children,
}: {
  id: MenuKey;
  label: string;
  open: boolean;
  onOpenChange: Dispatch<SetStateAction<MenuKey | null>>;
  panelClassName: string;
  children: ReactNode;
}) {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedByHover = useRef(false);
  const focusFirstOnOpen = useRef(false);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  useEffect(() => {
    if (open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      links()[0]?.focus();
    }
  });

  function links(): HTMLAnchorElement[] {
    return Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? []);
  }

  function hover(next: boolean) {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(
      () => {
        if (next && !open) openedByHover.current = true;
        // Closing only closes this dropdown: the pointer may already have opened the other one.
        onOpenChange((current) => (next ? id : current === id ? null : current));
      },
      next ? HOVER_OPEN_MS : HOVER_CLOSE_MS,
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case "Escape":
        if (!open) return;
        event.preventDefault();
        onOpenChange(null);
        triggerRef.current?.focus();
        break;
      case "ArrowDown":
        event.preventDefault();
        if (!open) {
          focusFirstOnOpen.current = true;
          onOpenChange(id);
        } else focusAt(index + 1);
        break;
      case "ArrowUp":
        if (!open) return;
        event.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case "Home":
      case "End":
        if (!open || index < 0) return;
        event.preventDefault();
        focusAt(event.key === "Home" ? 0 : -1);
        break;
    }
  }

  return (
    <li
      onKeyDown={onKeyDown}
      onPointerEnter={(e) => e.pointerType === "mouse" && hover(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && hover(false)}
    >
      <button
        ref={triggerRef}
        type="button"
        className={triggerClass}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          clearTimeout(hoverTimer.current);
          // A click right after a hover opened the panel keeps it open instead of toggling it shut.
          if (open && openedByHover.current) openedByHover.current = false;
          else onOpenChange(open ? null : id);
        }}
      >
        {label} <Chevron />
      </button>
      {/* pt-2 instead of a margin: no gap the pointer could fall through on its way down. */}
      <div id={panelId} ref={panelRef} hidden={!open} data-state={open ? "open" : "closed"} className="absolute top-full left-0 z-50 pt-2">
        <div className={`rounded-lg border border-slate-200 bg-white shadow-lg ${panelClassName}`}>{children}</div>
      </div>
    </li>
  );
}

/**
 * Desktop header navigation: Platform and Solutions dropdowns (spec section 2:
 * open on hover, grouped By Role, By Use Case, By Industry), on-page anchors,
 * sign-in and book-a-demo.
 */
export function DesktopNav() {
  const t = useTranslations("layout");
  const [open, setOpen] = useState<MenuKey | null>(null);
  const navRef = useRef<HTMLElement>(null);

  // Close on a click outside the navigation and when focus leaves it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const item = (link: NavLink) => (
    <li key={link.href}>
      <Link href={link.href} className={itemClass} onClick={() => setOpen(null)}>
        {t(`nav.${link.key}`)}
      </Link>
    </li>
  );

  return (
    <nav
      ref={navRef}
      className="relative hidden lg:flex"
      aria-label={t("mainNavLabel")}
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <ul className="flex items-center gap-1">
        <Dropdown id="platform" label={t("platform")} open={open === "platform"} onOpenChange={setOpen} panelClassName="w-72 p-2">
          <ul>{PLATFORM_LINKS.map(item)}</ul>
        </Dropdown>
        <Dropdown
          id="solutions"
          label={t("solutions")}
          open={open === "solutions"}
          onOpenChange={setOpen}
          panelClassName="grid w-[40rem] grid-cols-3 gap-4 p-4"
        >
          {SOLUTION_GROUPS.map((group) => (
            <div key={group.key}>
              <p id={`nav-group-${group.key}`} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {t(`groups.${group.key}`)}
              </p>
              <ul aria-labelledby={`nav-group-${group.key}`}>{group.links.map(item)}</ul>
            </div>
          ))}
        </Dropdown>
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
