"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "@/i18n/page-location";

const HOVER_OPEN_MS = 150;
const HOVER_CLOSE_MS = 200;

const openPanels = (root: ParentNode) => root.querySelectorAll<HTMLElement>("[popover]:popover-open");
const panelOf = (menu: Element) => menu.querySelector<HTMLElement>(":scope > [popover]");

/**
 * What the header's disclosure menus (`header-controls.tsx`) gain once JavaScript runs; they work without it.
 * - A desktop menu (`data-hover-menu`) opens while a mouse rests on it and closes after the mouse
 *   has left button and panel; a click on a menu hover opened keeps it open instead of toggling it shut.
 * - Focus leaving a menu (Tab past its last link) closes it.
 * - A link chosen in a menu closes it, and so does any client-side navigation (the header stays on the page).
 * Renders nothing: listeners on the header element (`data-site-header`).
 */
export function HeaderEnhancements() {
  const pathname = usePathname();

  // A client-side navigation closes the open menu; hydration does not (a menu opened before it stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const header = document.querySelector("[data-site-header]");
    if (header) for (const panel of openPanels(header)) panel.hidePopover();
  }, [pathname]);

  useEffect(() => {
    const header = document.querySelector<HTMLElement>("[data-site-header]");
    if (!header) return;
    const controller = new AbortController();
    const on = <K extends keyof HTMLElementEventMap>(type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
      header.addEventListener(type, listener, { capture: true, signal: controller.signal });
    const timers = new Map<Element, ReturnType<typeof setTimeout>>();
    const byHover = new WeakSet<Element>();
    const later = (menu: Element, ms: number, action: () => void) => {
      clearTimeout(timers.get(menu));
      timers.set(menu, setTimeout(action, ms));
    };
    const hoverMenu = (event: PointerEvent) =>
      event.pointerType === "mouse" && event.target instanceof Element && event.target.matches("[data-hover-menu]") ? event.target : null;

    // pointerenter/leave do not bubble: captured on the header, they arrive for each element entered or left.
    on("pointerenter", (event) => {
      const menu = hoverMenu(event);
      const panel = menu && panelOf(menu);
      if (!menu || !panel) return;
      later(menu, HOVER_OPEN_MS, () => {
        if (panel.matches(":popover-open")) return;
        panel.showPopover();
        byHover.add(panel);
      });
    });
    on("pointerleave", (event) => {
      const menu = hoverMenu(event);
      const panel = menu && panelOf(menu);
      if (!menu || !panel) return;
      later(menu, HOVER_CLOSE_MS, () => {
        if (byHover.has(panel) && panel.matches(":popover-open") && !panel.contains(document.activeElement)) panel.hidePopover();
      });
    });
    on("click", (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const menu = target?.closest("[data-hover-menu]");
      const panel = menu && panelOf(menu);
      const trigger = target?.closest("button[popovertarget]");
      if (menu && panel && trigger && menu.contains(trigger)) {
        clearTimeout(timers.get(menu));
        // A mouse click on a menu that hover opened: it stays open (the click would have toggled it shut).
        if (byHover.has(panel) && panel.matches(":popover-open") && event.detail > 0) event.preventDefault();
        byHover.delete(panel);
        return;
      }
      const link = target?.closest("a[href]");
      const openPanel = link?.closest<HTMLElement>("[popover]");
      if (openPanel?.matches(":popover-open")) openPanel.hidePopover();
    });
    on("keydown", (event) => {
      // Used by keyboard: no longer a hover session (the mouse leaving does not close it).
      const panel = event.target instanceof Element ? event.target.closest("[data-hover-menu]") : null;
      const menuPanel = panel && panelOf(panel);
      if (menuPanel) byHover.delete(menuPanel);
    });
    on("focusout", (event) => {
      const from = event.target instanceof Element ? event.target : null;
      const to = event.relatedTarget instanceof Element ? event.relatedTarget : null;
      if (!from || !to) return; // focus left the page or went to nothing focusable: light dismiss handles clicks
      for (const panel of openPanels(header)) {
        const menu = panel.parentElement;
        if (menu?.contains(from) && !menu.contains(to)) panel.hidePopover();
      }
    });
    on("toggle", (event) => {
      if (event.target instanceof Element && (event as ToggleEvent).newState === "closed") byHover.delete(event.target);
    });
    return () => {
      controller.abort();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);

  return null;
}
