/**
 * The site's navigation (spec section 2, "Header and navigation"). Labels are
 * message keys under `layout.nav`; hrefs are locale-free paths.
 */
export type NavLabelKey =
  | "productOverview"
  | "modules"
  | "integrations"
  | "roadmap"
  | "security"
  | "compliance"
  | "customerInquiry"
  | "pricing"
  | "resources"
  | "cfo"
  | "controller"
  | "cioCiso"
  | "pilot"
  | "achFraud"
  | "erpGuard"
  | "matching"
  | "usNacha"
  | "biotech"
  | "medDevice"
  | "manufacturing"
  | "logistics"
  | "pilotAnchor"
  | "securityAnchor"
  | "resourcesAnchor"
  | "signIn"
  | "bookDemo"
  | "about"
  | "releaseNotes"
  | "accessibility"
  | "privacy"
  | "talkToExpert"
  | "scorecard"
  | "fraudCheck"
  | "controlMap"
  | "roiCalculator";

export interface NavLink {
  key: NavLabelKey;
  href: string;
}

export const PLATFORM_LINKS: NavLink[] = [
  { key: "productOverview", href: "/product" },
  { key: "modules", href: "/product#modules" },
  { key: "integrations", href: "/product#integrations" },
  { key: "roadmap", href: "/product#roadmap" },
  { key: "customerInquiry", href: "/customer-inquiry-management" },
  { key: "security", href: "/security" },
  { key: "compliance", href: "/compliance" },
  { key: "pricing", href: "/pricing" },
];

export const SOLUTION_GROUPS: { key: "byRole" | "byUseCase" | "byIndustry"; links: NavLink[] }[] = [
  {
    key: "byRole",
    links: [
      { key: "cfo", href: "/solutions/cfo" },
      { key: "controller", href: "/solutions/controller" },
      { key: "cioCiso", href: "/solutions/cio-ciso" },
    ],
  },
  {
    key: "byUseCase",
    links: [
      { key: "pilot", href: "/solutions/30-day-performance-pilot" },
      { key: "achFraud", href: "/solutions/ach-fraud-prevention" },
      { key: "erpGuard", href: "/solutions/erp-posting-guard" },
      { key: "matching", href: "/solutions/matching-tolerances" },
      { key: "usNacha", href: "/solutions/2026-readiness" },
    ],
  },
  {
    key: "byIndustry",
    links: [
      { key: "biotech", href: "/solutions/biotech" },
      { key: "medDevice", href: "/solutions/med-device" },
      { key: "manufacturing", href: "/solutions/manufacturing" },
      { key: "logistics", href: "/solutions/logistics" },
    ],
  },
];

/** On-page anchors of the home page the desktop header points to. */
export const HEADER_ANCHORS: NavLink[] = [
  { key: "pilotAnchor", href: "/#pilot" },
  { key: "securityAnchor", href: "/#security" },
  { key: "resourcesAnchor", href: "/#resources" },
];

export const SIGN_IN_HREF = "/login";
export const MOBILE_SIGN_IN_HREF = "/signin";
export const BOOK_DEMO_HREF = "/book-demo";

/** Mobile menu (spec: product, inquiry management, some solutions, security, pricing, resources, sign in, book a demo). */
export const MOBILE_LINKS: NavLink[] = [
  { key: "productOverview", href: "/product" },
  { key: "customerInquiry", href: "/customer-inquiry-management" },
  { key: "cfo", href: "/solutions/cfo" },
  { key: "controller", href: "/solutions/controller" },
  { key: "cioCiso", href: "/solutions/cio-ciso" },
  { key: "pilot", href: "/solutions/30-day-performance-pilot" },
  { key: "usNacha", href: "/solutions/2026-readiness" },
  { key: "security", href: "/security" },
  { key: "pricing", href: "/pricing" },
  { key: "resources", href: "/resources" },
];

export const FOOTER_GROUPS: { key: "platform" | "solutions" | "company"; links: NavLink[] }[] = [
  {
    key: "platform",
    links: [
      { key: "productOverview", href: "/product" },
      { key: "customerInquiry", href: "/customer-inquiry-management" },
      { key: "security", href: "/security" },
      { key: "compliance", href: "/compliance" },
      { key: "pricing", href: "/pricing" },
    ],
  },
  {
    key: "solutions",
    links: [
      { key: "cfo", href: "/solutions/cfo" },
      { key: "controller", href: "/solutions/controller" },
      { key: "cioCiso", href: "/solutions/cio-ciso" },
      { key: "pilot", href: "/solutions/30-day-performance-pilot" },
      { key: "usNacha", href: "/solutions/2026-readiness" },
    ],
  },
  {
    key: "company",
    links: [
      { key: "resources", href: "/resources" },
      { key: "about", href: "/about" },
      { key: "releaseNotes", href: "/release-notes" },
      { key: "bookDemo", href: "/book-demo" },
      { key: "talkToExpert", href: "/talk-to-expert" },
      { key: "accessibility", href: "/accessibility" },
      { key: "privacy", href: "/privacy" },
    ],
  },
];
