"use client";

import { useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import { type Dispatch, type ReactNode, type SetStateAction, useEffect, useRef, useState } from "react";
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
const itemClass =
  "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";
const contentClass = "z-50 rounded-lg border border-slate-200 bg-white shadow-lg outline-none";

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
 * One dropdown of the header on Radix DropdownMenu: a menu button whose items
 * are links. Radix gives the ARIA (menu, group, menuitem), click/Enter/Space/
 * ArrowDown opening, arrow-key roving focus, typeahead, and Escape closing with
 * focus back on the trigger. Non-modal and rendered inline (no Portal), so the
 * menu stays inside the <header>. Spec section 2 also wants it to open on hover:
 * a mouse pointer resting on the trigger opens it after a short delay, and
 * leaving trigger and menu closes it after a short delay. A menu opened by hover
 * gives focus back to where it was when it closes, instead of moving it to the
 * trigger. (Not NavigationMenu: it inserts an aria-hidden focusable proxy while
 * open, an axe `aria-hidden-focus` violation: radix-ui/primitives#3085.)
 */
function Dropdown({
  id,
  label,
  open,
  onOpenChange,
  contentClassName,
  children,
}: {
  id: MenuKey;
  label: string;
  open: boolean;
  onOpenChange: Dispatch<SetStateAction<MenuKey | null>>;
  contentClassName: string;
  children: ReactNode;
}) {
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Opened by hover and not used by keyboard or click since: closing does not move focus to the trigger. */
  const hoverSession = useRef(false);
  /** The element that had focus when hover opened the menu (Radix moves focus into an open menu). */
  const focusBeforeHover = useRef<HTMLElement | null>(null);
  const interactedOutside = useRef(false);
  /** Set by a mouse press on the trigger of a menu that hover opened: that press must not dismiss it. */
  const keepOpenOnPress = useRef(false);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  // Closing only closes this dropdown: another one may already be open.
  const setOpen = (next: boolean) => onOpenChange((current) => (next ? id : current === id ? null : current));

  function hover(next: boolean) {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(
      () => {
        if (next && !open) {
          hoverSession.current = true;
          focusBeforeHover.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }
        setOpen(next);
      },
      next ? HOVER_OPEN_MS : HOVER_CLOSE_MS,
    );
  }

  return (
    <li>
      <DropdownMenu.Root
        modal={false}
        open={open}
        onOpenChange={(next) => {
          clearTimeout(hoverTimer.current);
          if (next) hoverSession.current = false;
          setOpen(next);
        }}
      >
        <DropdownMenu.Trigger
          className={triggerClass}
          onPointerEnter={(event) => event.pointerType === "mouse" && hover(true)}
          onPointerLeave={(event) => event.pointerType === "mouse" && hover(false)}
          onPointerDown={(event) => {
            clearTimeout(hoverTimer.current);
            // A click on a menu that hover just opened keeps it open instead of toggling it shut.
            keepOpenOnPress.current = open && hoverSession.current && event.pointerType === "mouse";
            if (keepOpenOnPress.current) {
              hoverSession.current = false;
              event.preventDefault();
            }
          }}
        >
          {label} <Chevron />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className={`${contentClass} ${contentClassName}`}
          onPointerEnter={(event) => event.pointerType === "mouse" && clearTimeout(hoverTimer.current)}
          onPointerLeave={(event) => event.pointerType === "mouse" && hover(false)}
          onKeyDown={() => {
            hoverSession.current = false;
          }}
          onPointerDownOutside={(event) => {
            // The trigger is outside the menu: its press would dismiss the menu it means to keep open.
            if (keepOpenOnPress.current) event.preventDefault();
            keepOpenOnPress.current = false;
          }}
          onInteractOutside={(event) => {
            if (!event.defaultPrevented) interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            // Radix focuses the trigger unless the visitor interacted outside. Do not when focus has moved on
            // already (e.g. into the other dropdown, opened by hover), and after a hover session give focus back to
            // where it was before.
            const focusMovedOn = !!document.activeElement && document.activeElement !== document.body;
            if (!interactedOutside.current && (focusMovedOn || hoverSession.current)) {
              event.preventDefault();
              const previous = focusBeforeHover.current;
              if (!focusMovedOn && hoverSession.current && previous?.isConnected) previous.focus({ preventScroll: true });
            }
            hoverSession.current = false;
            interactedOutside.current = false;
            focusBeforeHover.current = null;
          }}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
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

  const item = (link: NavLink) => (
    <DropdownMenu.Item key={link.href} asChild>
      <Link href={link.href} className={itemClass}>
        {t(`nav.${link.key}`)}
      </Link>
    </DropdownMenu.Item>
  );

  return (
    <nav className="relative hidden lg:flex" aria-label={t("mainNavLabel")}>
      <ul className="flex items-center gap-1">
        <Dropdown id="platform" label={t("platform")} open={open === "platform"} onOpenChange={setOpen} contentClassName="w-72 p-2">
          {PLATFORM_LINKS.map(item)}
        </Dropdown>
        <Dropdown
          id="solutions"
          label={t("solutions")}
          open={open === "solutions"}
          onOpenChange={setOpen}
          contentClassName="grid w-[40rem] grid-cols-3 gap-4 p-4"
        >
          {SOLUTION_GROUPS.map((group) => (
            <DropdownMenu.Group key={group.key} aria-labelledby={`nav-group-${group.key}`}>
              <DropdownMenu.Label id={`nav-group-${group.key}`} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {t(`groups.${group.key}`)}
              </DropdownMenu.Label>
              {group.links.map(item)}
            </DropdownMenu.Group>
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
