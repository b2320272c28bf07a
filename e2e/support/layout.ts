import type { Locator } from "@playwright/test";

/** An element's rendered box, in CSS pixels of the viewport. */
export type Box = { top: number; bottom: number; left: number; right: number; height: number; width: number };

export async function box(locator: Locator): Promise<Box> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height, width: r.width };
  });
}

/** How far apart the largest and smallest of `values` are (0 when they are level). */
export const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

/** The blank under an element's lowest in-flow descendant, inside its padding (0 when its content reaches its foot). */
export async function blankUnder(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const cs = getComputedStyle(el);
    const inner = el.getBoundingClientRect().bottom - Number.parseFloat(cs.paddingBottom) - Number.parseFloat(cs.borderBottomWidth);
    let lowest = el.getBoundingClientRect().top + Number.parseFloat(cs.borderTopWidth) + Number.parseFloat(cs.paddingTop);
    for (const child of el.querySelectorAll("*")) {
      const r = child.getBoundingClientRect();
      if (r.height > 0 && getComputedStyle(child).position !== "absolute") lowest = Math.max(lowest, r.bottom);
    }
    return Math.round(inner - lowest);
  });
}
