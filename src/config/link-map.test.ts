import { describe, expect, it } from "vitest";
import { GOALS, TOPICS } from "@/leads/contract/enums";
import { localeRedirects } from "@/i18n/path-rules";
import { DOCUMENT_PATHS, LINK_MAP, linkMapDestination } from "./link-map";
import { ALL_PAGES } from "./site-pages";

describe("link map", () => {
  it("targets existing pages with valid goal and topic ids", () => {
    for (const entry of LINK_MAP) {
      expect(ALL_PAGES, entry.source).toContain(entry.target);
      if (entry.query.goal) expect(GOALS as readonly string[]).toContain(entry.query.goal);
      if (entry.query.topic) expect(TOPICS as readonly string[]).toContain(entry.query.topic);
      expect(entry.query.cta).toMatch(/^[a-z0-9-]+$/);
      expect(ALL_PAGES, `${entry.source} is a page and a redirect`).not.toContain(entry.source);
    }
  });

  it("every path the site's copy links to is a page, a document or in the map", () => {
    const specLinks = [
      "/book-walkthrough",
      "/matching-tolerances-demo",
      "/exception-reduction-analysis",
      "/nacha-compliance-assessment",
      "/risk-analysis-demo",
      "/see-fraud-blocking-demo",
      "/matching-demo",
      "/live-demo",
      "/risk-assessment",
      "/demo",
      "/assessment",
      "/dev-mailbox",
      "/release-notes",
      "/security-compliance-brief",
      "/architecture-review",
      "/about",
      "/ap-roi-calculator",
      "/webinar-identity-first-ap-sap",
      "/resources/cfo",
      "/resources/controller",
      "/resources/cio-ciso",
      "/resources/2026-readiness",
      "/security-brief.pdf",
      "/compliance-brief.pdf",
      "/cfo-fraud-prevention-playbook.pdf",
      "/ap-evidence-pack-checklist.pdf",
    ];
    const mapped = new Set(LINK_MAP.map((e) => e.source));
    for (const path of specLinks) {
      const served = ALL_PAGES.includes(path) || (DOCUMENT_PATHS as readonly string[]).includes(path) || mapped.has(path);
      expect(served, path).toBe(true);
    }
  });

  it("is wired into the redirects for unprefixed and locale-prefixed paths", () => {
    const redirects = localeRedirects();
    for (const entry of LINK_MAP) {
      expect(redirects).toContainEqual({ source: entry.source, destination: linkMapDestination(entry), permanent: false });
      expect(redirects).toContainEqual({
        source: `/:locale(fr|de|es)${entry.source}`,
        destination: `/:locale${linkMapDestination(entry)}`,
        permanent: false,
      });
    }
    const first = LINK_MAP.find((e) => e.source === "/book-walkthrough");
    expect(first && linkMapDestination(first)).toBe("/book-demo?goal=fraud-prevention&cta=book-walkthrough");
  });
});
