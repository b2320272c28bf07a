"use client";

import { useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import { type Dispatch, type ReactNode, type SetStateAction, useEffect, useLayoutEffect, useRef, useState } from "react";
import { type NavLink, PLATFORM_LINKS, SOLUTION_GROUPS } from "@/config/navigation";
import { Link } from "@/i18n/navigation";
import { Chevron, type MenuKey, type NavIntent, triggerClass } from "./header-controls";

const itemClass =
  "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";
const contentClass = "z-50 rounded-lg border border-slate-200 bg-white shadow-lg outline-none";

const HOVER_OPEN_MS = 150;
const HOVER_CLOSE_MS = 200;

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
  intent,
  focusOnMount,
}: {
  id: MenuKey;
  label: string;
  open: boolean;
  onOpenChange: Dispatch<SetStateAction<MenuKey | null>>;
  contentClassName: string;
  children: ReactNode;
  /** What the visitor did to this trigger's placeholder before this code loaded: replayed once, on mount. */
  intent: NavIntent | null;
  /** The placeholder of this trigger had focus when it was replaced. */
  focusOnMount: boolean;
}) {
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Opened by hover and not used by keyboard or click since: closing does not move focus to the trigger. */
  const hoverSession = useRef(false);
  /** The element that had focus when hover opened the menu (Radix moves focus into an open menu). */
  const focusBeforeHover = useRef<HTMLElement | null>(null);
  const interactedOutside = useRef(false);
  /** Set by a mouse press on the trigger of a menu that hover opened: that press must not dismiss it. */
  const keepOpenOnPress = useRef(false);

  const trigger = useRef<HTMLButtonElement>(null);

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

  // Replaces the placeholder trigger seamlessly. Its focus moves over in the commit that swaps the placeholder out
  // (a layout effect), so no key press can land on the page body in between.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount (the props describe the swap)
  useLayoutEffect(() => {
    if (focusOnMount || intent?.via === "key") trigger.current?.focus({ preventScroll: true });
  }, []);

  // Then what the visitor did to the placeholder is replayed: a key as the same key, so Radix opens the menu exactly
  // as it would have (after Radix's own effects, which start listening for keyboard use).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount (the props describe the swap)
  useEffect(() => {
    const button = trigger.current;
    if (!button || !intent) return;
    if (intent.via === "key") {
      button.dispatchEvent(new KeyboardEvent("keydown", { key: intent.key, bubbles: true, cancelable: true }));
    } else if (intent.via === "pointer") {
      setOpen(true);
    } else {
      // The pointer is still on the trigger (leaving the placeholder cancels the intent).
      hover(true);
    }
  }, []);

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
          ref={trigger}
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
 * The header's Platform and Solutions dropdowns (spec section 2: open on hover,
 * grouped By Role, By Use Case, By Industry). Loaded after the page by
 * `DesktopNav`, which renders placeholder triggers until then.
 */
export function NavDropdowns({ intent, focusedMenu }: { intent: NavIntent | null; focusedMenu: MenuKey | null }) {
  const t = useTranslations("layout");
  const [open, setOpen] = useState<MenuKey | null>(null);

  const item = (link: NavLink) => (
    <DropdownMenu.Item key={link.href} asChild>
      <Link href={link.href} className={itemClass}>
        {t(`nav.${link.key}`)}
      </Link>
    </DropdownMenu.Item>
  );
  const swap = (id: MenuKey) => ({ intent: intent?.menu === id ? intent : null, focusOnMount: focusedMenu === id });

  return (
    <>
      <Dropdown
        id="platform"
        label={t("platform")}
        open={open === "platform"}
        onOpenChange={setOpen}
        contentClassName="w-72 p-2"
        {...swap("platform")}
      >
        {PLATFORM_LINKS.map(item)}
      </Dropdown>
      <Dropdown
        id="solutions"
        label={t("solutions")}
        open={open === "solutions"}
        onOpenChange={setOpen}
        contentClassName="grid w-[40rem] grid-cols-3 gap-4 p-4"
        {...swap("solutions")}
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
    </>
  );
}
