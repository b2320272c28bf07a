/**
 * Every localized page of the site (locale-free paths), for the sitemap and the
 * route tests: the product's page list, plus the pages that make otherwise
 * unserved links resolve (see src/config/link-map.ts) and the sign-in page.
 */
export const SPEC_ROUTES = [
  "/",
  "/landing2",
  "/landing3",
  "/product",
  "/security",
  "/pricing",
  "/resources",
  "/book-demo",
  "/talk-to-expert",
  "/compliance",
  "/fraud-readiness-check",
  "/2026-control-map",
  "/customer-inquiry-management",
  "/solutions/cfo",
  "/solutions/controller",
  "/solutions/cio-ciso",
  "/solutions/2026-readiness",
  "/solutions/ach-fraud-prevention",
  "/solutions/erp-posting-guard",
  "/solutions/matching-tolerances",
  "/solutions/30-day-performance-pilot",
  "/solutions/biotech",
  "/solutions/biotech-pilot",
  "/solutions/med-device",
  "/solutions/manufacturing",
  "/solutions/logistics",
] as const;

export const EXTRA_PAGES = [
  "/ap-roi-calculator",
  "/about",
  "/release-notes",
  "/resources/cfo",
  "/resources/controller",
  "/resources/cio-ciso",
  "/resources/2026-readiness",
  "/webinar-identity-first-ap-sap",
  "/security-compliance-brief",
  "/architecture-review",
  "/dev-mailbox",
  "/accessibility",
  "/privacy",
  "/privacy/my-data",
  "/sign-in",
] as const;

/** Variants of `/` (experiment pages) are canonical to `/` and stay out of the sitemap. */
export const SITEMAP_EXCLUDED: readonly string[] = ["/landing2", "/landing3", "/sign-in"];

export const ALL_PAGES: readonly string[] = [...SPEC_ROUTES, ...EXTRA_PAGES];
