import { ERP_SCENE_INVOICE, ErpPostingScene } from "@/components/visuals/erp-posting-scene";
import { ErpGuardConnection } from "./erp-guard-connection";
import { ErpGuardQueues } from "./erp-guard-queues";
import type { SolutionEntry } from "./registry";

/** The ERP Posting Guard page's entry: the registry's shape, rendered by its own route (see registry.tsx for why). */
export const ERP_GUARD: SolutionEntry = {
  namespace: "solutionsUseCase.erpGuard",
  links: {
    // The primary books the fraud-blocking demo; the secondary shows what the page can show now, the two queues (the
    // footer band books a demo too).
    hero: { primary: "/see-fraud-blocking-demo", secondary: "/solutions/erp-posting-guard#queues" },
    cta: {
      primary: "/book-demo?cta=erp-posting-guard-footer&goal=fraud-prevention",
      secondary: "/talk-to-expert?cta=erp-posting-guard-footer&topic=erp-guard",
    },
  },
  // The two queues, then how the guard connects to the ERP (what it reads, may write, never writes, who overrides).
  panels: () => (
    <>
      <ErpGuardQueues />
      <ErpGuardConnection />
    </>
  ),
  heroVisual: () => <ErpPostingScene invoice={ERP_SCENE_INVOICE} />,
};
