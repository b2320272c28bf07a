import { PRODUCT_NAME } from "../../src/config/site";

/** The two pages the security and ERP Posting Guard review specs load, in the locales they check. */
export const SECURITY = "/security";
export const GUARD = "/solutions/erp-posting-guard";
export const REVIEW_LOCALES = ["en", "de", "fr"] as const;

/** A message or a page's text as it reads: no soft hyphens or word joiners, one kind of space, the product named. */
export const plain = (text: string) =>
  text
    .replace(/[\u00ad\u2060]/g, "")
    .replace(/[\u202f\u00a0\s]+/g, " ")
    .replaceAll("{product}", PRODUCT_NAME)
    .trim();
