import { PRODUCT_NAME } from "@/config/site";
import { keepDatesWhole, keepRangesWhole } from "./number-format";
import type { Locale } from "./routing";

/**
 * Every namespace of messages/<locale>/<namespace>.json. A page or component
 * family owns one namespace; the English files define the types (src/global.d.ts).
 */
export const NAMESPACES = [
  "common",
  "layout",
  "meta",
  "notFound",
  "signIn",
  "pricing",
  "home",
  "landing3",
  "product",
  "security",
  "compliance",
  "resources",
  "cim",
  "bookDemo",
  "talkToExpert",
  "solutionsRole",
  "solutionsUseCase",
  "solutionsIndustry",
  "biotechPilot",
  "extraPages",
  "devMailbox",
  "forms",
  "scorecard",
  "fraudCheck",
  "controlMap",
  "roiCalculator",
  "consent",
  "accessibility",
  "emails",
  "newsletter",
  "privacy",
  "myData",
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export type Messages = {
  common: typeof import("../../messages/en/common.json");
  layout: typeof import("../../messages/en/layout.json");
  meta: typeof import("../../messages/en/meta.json");
  notFound: typeof import("../../messages/en/notFound.json");
  signIn: typeof import("../../messages/en/signIn.json");
  pricing: typeof import("../../messages/en/pricing.json");
  home: typeof import("../../messages/en/home.json");
  landing3: typeof import("../../messages/en/landing3.json");
  product: typeof import("../../messages/en/product.json");
  security: typeof import("../../messages/en/security.json");
  compliance: typeof import("../../messages/en/compliance.json");
  resources: typeof import("../../messages/en/resources.json");
  cim: typeof import("../../messages/en/cim.json");
  bookDemo: typeof import("../../messages/en/bookDemo.json");
  talkToExpert: typeof import("../../messages/en/talkToExpert.json");
  solutionsRole: typeof import("../../messages/en/solutionsRole.json");
  solutionsUseCase: typeof import("../../messages/en/solutionsUseCase.json");
  solutionsIndustry: typeof import("../../messages/en/solutionsIndustry.json");
  biotechPilot: typeof import("../../messages/en/biotechPilot.json");
  extraPages: typeof import("../../messages/en/extraPages.json");
  devMailbox: typeof import("../../messages/en/devMailbox.json");
  forms: typeof import("../../messages/en/forms.json");
  scorecard: typeof import("../../messages/en/scorecard.json");
  fraudCheck: typeof import("../../messages/en/fraudCheck.json");
  controlMap: typeof import("../../messages/en/controlMap.json");
  roiCalculator: typeof import("../../messages/en/roiCalculator.json");
  consent: typeof import("../../messages/en/consent.json");
  accessibility: typeof import("../../messages/en/accessibility.json");
  emails: typeof import("../../messages/en/emails.json");
  newsletter: typeof import("../../messages/en/newsletter.json");
  privacy: typeof import("../../messages/en/privacy.json");
  myData: typeof import("../../messages/en/myData.json");
};

// Messages say {product}; the name lives in one constant (src/config/site.ts).
function withProductName(value: unknown): unknown {
  if (typeof value === "string") return keepDatesWhole(keepRangesWhole(value.replaceAll("{product}", PRODUCT_NAME)));
  if (Array.isArray(value)) return value.map(withProductName);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withProductName(v)]));
  }
  return value;
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const mod = (await import(`../../messages/${locale}/${ns}.json`)) as { default: unknown };
      return [ns, withProductName(mod.default)] as const;
    }),
  );
  return Object.fromEntries(entries) as Messages;
}

/** A subset of messages for a client island (never the whole dictionary). */
export function pickMessages<K extends Namespace>(messages: Messages, namespaces: readonly K[]): Pick<Messages, K> {
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])) as Pick<Messages, K>;
}
