import type { ReactNode } from "react";
import { CfoDashboard } from "./cfo-dashboard";
import { ControllerPanels } from "./controller-panels";
import { LogisticsPanels } from "./logistics-panels";
import { ReadinessPanels } from "./readiness-panels";
import { RiskDecisions } from "./risk-decisions";
import type { SolutionLinks } from "./solution-page";
import { BiotechEvidence, CioCisoPosture, ManufacturingSnapshot, MedDeviceTraceability } from "./stats-panels";
import { ToleranceRules } from "./tolerance-rules";

/**
 * Every solutions page built on the shared composition (`SolutionPage`), by slug: `/solutions/<slug>` is rendered by
 * `src/app/[locale]/solutions/[slug]/page.tsx` from this entry. To add one: a message namespace with the keys
 * `SolutionPage` reads (meta, hero, features, example, outcomes, cta), its panels component, an entry here and the
 * page in `src/config/site-pages.ts` (CONTRIBUTING.md, "Add a solutions page"). The scorecard
 * (`30-day-performance-pilot`) and the biotech pilot keep pages of their own, and so does the ERP Posting Guard
 * (`erp-guard.tsx`): its queue dialogs are the only client code of these pages, and a route loads the client code of
 * every component it can render, so in the shared route they would cost every solutions page ~15 kB of JavaScript.
 */
export interface SolutionEntry {
  /** Message namespace, e.g. "solutionsRole.cfo". */
  namespace: string;
  links: SolutionLinks;
  /** The page's own section(s) between the features and the worked example. */
  panels: () => ReactNode;
  /** Drawn beside the hero's text. */
  heroVisual?: () => ReactNode;
}

export const SOLUTIONS = {
  cfo: {
    namespace: "solutionsRole.cfo",
    links: {
      hero: { primary: "/fraud-readiness-check", secondary: "/2026-control-map" },
      cta: { primary: "/book-demo?cta=cfo-footer&goal=fraud-prevention", secondary: "/talk-to-expert?cta=cfo-footer&topic=fraud-prevention" },
    },
    panels: () => <CfoDashboard />,
  },
  controller: {
    namespace: "solutionsRole.controller",
    links: {
      hero: { primary: "/matching-tolerances-demo", secondary: "/exception-reduction-analysis" },
      cta: {
        primary: "/book-demo?cta=controller-footer&goal=process-automation",
        secondary: "/talk-to-expert?cta=controller-footer&topic=matching-tolerances",
      },
    },
    panels: () => <ControllerPanels />,
  },
  "cio-ciso": {
    namespace: "solutionsRole.cioCiso",
    links: {
      hero: { primary: "/security-compliance-brief", secondary: "/architecture-review" },
      cta: {
        primary: "/book-demo?cta=cio-ciso-footer&goal=security-compliance",
        secondary: "/talk-to-expert?cta=cio-ciso-footer&topic=security-compliance",
      },
    },
    panels: () => <CioCisoPosture />,
  },
  "2026-readiness": {
    namespace: "solutionsUseCase.readiness2026",
    links: {
      hero: { primary: "/2026-control-map", secondary: "/nacha-compliance-assessment" },
      cta: {
        primary: "/book-demo?cta=2026-readiness-footer&goal=audit-2026-readiness",
        secondary: "/talk-to-expert?cta=2026-readiness-footer&topic=2026-readiness",
      },
    },
    panels: () => <ReadinessPanels />,
  },
  "ach-fraud-prevention": {
    namespace: "solutionsUseCase.achFraud",
    links: {
      hero: { primary: "/risk-analysis-demo", secondary: "/fraud-readiness-check" },
      cta: {
        primary: "/book-demo?cta=ach-fraud-prevention-footer&goal=fraud-prevention",
        secondary: "/talk-to-expert?cta=ach-fraud-prevention-footer&topic=fraud-prevention",
      },
    },
    panels: () => <RiskDecisions />,
  },
  "matching-tolerances": {
    namespace: "solutionsUseCase.matching",
    links: {
      hero: { primary: "/matching-demo", secondary: "/book-demo?cta=matching-tolerances-hero&goal=process-automation" },
      cta: {
        primary: "/book-demo?cta=matching-tolerances-footer&goal=process-automation",
        secondary: "/talk-to-expert?cta=matching-tolerances-footer&topic=matching-tolerances",
      },
    },
    panels: () => <ToleranceRules />,
  },
  logistics: {
    namespace: "solutionsIndustry.logistics",
    links: {
      hero: { primary: "/risk-assessment", secondary: "/book-demo?cta=logistics-hero&goal=process-automation" },
      cta: {
        primary: "/book-demo?cta=logistics-footer&goal=process-automation",
        secondary: "/talk-to-expert?cta=logistics-footer&topic=general-consultation",
      },
    },
    panels: () => <LogisticsPanels />,
  },
  manufacturing: {
    namespace: "solutionsIndustry.manufacturing",
    links: {
      hero: { primary: "/live-demo", secondary: "/book-demo?cta=manufacturing-hero&goal=process-automation" },
      cta: {
        primary: "/book-demo?cta=manufacturing-footer&goal=process-automation",
        secondary: "/talk-to-expert?cta=manufacturing-footer&topic=matching-tolerances",
      },
    },
    panels: () => <ManufacturingSnapshot />,
  },
  "med-device": {
    namespace: "solutionsIndustry.medDevice",
    links: {
      hero: {
        primary: "/talk-to-expert?cta=med-device-hero&topic=general-consultation",
        secondary: "/book-demo?cta=med-device-hero&goal=fraud-prevention",
      },
      cta: {
        primary: "/book-demo?cta=med-device-footer&goal=fraud-prevention",
        secondary: "/talk-to-expert?cta=med-device-footer&topic=general-consultation",
      },
    },
    panels: () => <MedDeviceTraceability />,
  },
  biotech: {
    namespace: "solutionsIndustry.biotech",
    links: {
      hero: { primary: "/solutions/biotech-pilot", secondary: "/book-demo?cta=biotech-hero&goal=faster-close" },
      cta: {
        primary: "/book-demo?cta=biotech-footer&goal=faster-close",
        secondary: "/talk-to-expert?cta=biotech-footer&topic=general-consultation",
      },
    },
    panels: () => <BiotechEvidence />,
  },
} satisfies Record<string, SolutionEntry>;

export type SolutionSlug = keyof typeof SOLUTIONS;

export function solutionEntry(slug: string): SolutionEntry | undefined {
  return Object.hasOwn(SOLUTIONS, slug) ? (SOLUTIONS as Record<string, SolutionEntry>)[slug] : undefined;
}
