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
