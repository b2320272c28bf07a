/**
 * The site's navigation: the header's menus (platform, solutions by role, use case and industry, home-page anchors),
 * the mobile menu and the footer. Labels are message keys under `layout.nav`; hrefs are locale-free paths.
 */
/**
 * Every link of the menus, once: its id is its label's message key under `layout.nav`, its href a locale-free
 * path. The header, the mobile menu and the footer pick links from here by id.
 */
export const NAV_LINKS = {
  productOverview: "/product",
  modules: "/product#modules",
  integrations: "/product#integrations",
  roadmap: "/product#roadmap",
  customerInquiry: "/customer-inquiry-management",
  security: "/security",
  compliance: "/compliance",
  pricing: "/pricing",
  resources: "/resources",
  cfo: "/solutions/cfo",
  controller: "/solutions/controller",
  cioCiso: "/solutions/cio-ciso",
  pilot: "/solutions/30-day-performance-pilot",
  achFraud: "/solutions/ach-fraud-prevention",
  erpGuard: "/solutions/erp-posting-guard",
  matching: "/solutions/matching-tolerances",
  usNacha: "/solutions/2026-readiness",
  biotech: "/solutions/biotech",
  medDevice: "/solutions/med-device",
  manufacturing: "/solutions/manufacturing",
  logistics: "/solutions/logistics",
  pilotAnchor: "/#pilot",
  securityAnchor: "/#security",
  resourcesAnchor: "/#resources",
  about: "/about",
  releaseNotes: "/release-notes",
  bookDemo: "/book-demo",
  talkToExpert: "/talk-to-expert",
  accessibility: "/accessibility",
  privacy: "/privacy",
} as const;

export type NavLabelKey = keyof typeof NAV_LINKS;

export interface NavLink {
  key: NavLabelKey;
  href: string;
}

/** The links `ids` name, in that order. */
function pick(...ids: NavLabelKey[]): NavLink[] {
  return ids.map((key) => ({ key, href: NAV_LINKS[key] }));
}

export const PLATFORM_LINKS: NavLink[] = pick(
  "productOverview",
  "modules",
  "integrations",
  "roadmap",
  "customerInquiry",
  "security",
  "compliance",
  "pricing",
);

export const SOLUTION_GROUPS: { key: "byRole" | "byUseCase" | "byIndustry"; links: NavLink[] }[] = [
  { key: "byRole", links: pick("cfo", "controller", "cioCiso") },
  { key: "byUseCase", links: pick("pilot", "achFraud", "erpGuard", "matching", "usNacha") },
  { key: "byIndustry", links: pick("biotech", "medDevice", "manufacturing", "logistics") },
];

/** On-page anchors of the home page the desktop header points to. */
export const HEADER_ANCHORS: NavLink[] = pick("pilotAnchor", "securityAnchor", "resourcesAnchor");

/** Sign-in: the desktop header links /login, the mobile menu /signin; both redirect to /sign-in. */
export const SIGN_IN_HREF = "/login";
export const MOBILE_SIGN_IN_HREF = "/signin";
export const BOOK_DEMO_HREF = NAV_LINKS.bookDemo;

/** The mobile menu: product, inquiry management, some solutions, security, pricing, resources (then sign in and book a demo). */
export const MOBILE_LINKS: NavLink[] = pick(
  "productOverview",
  "customerInquiry",
  "cfo",
  "controller",
  "cioCiso",
  "pilot",
  "usNacha",
  "security",
  "pricing",
  "resources",
);

export const FOOTER_GROUPS: { key: "platform" | "solutions" | "company"; links: NavLink[] }[] = [
  { key: "platform", links: pick("productOverview", "customerInquiry", "security", "compliance", "pricing") },
  { key: "solutions", links: pick("cfo", "controller", "cioCiso", "pilot", "usNacha") },
  {
    key: "company",
    links: pick("resources", "about", "releaseNotes", "bookDemo", "talkToExpert", "accessibility", "privacy"),
  },
];
