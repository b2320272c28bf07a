import { COOKIES } from "@/config/cookies";

/** Six months, then the visitor is asked again (CNIL guidance: at most 13 months). */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;

/** Set on `<html>` by the inline script when the visitor already chose: "granted" | "denied". */
export const CONSENT_ATTRIBUTE = "data-consent";

/** On the banner's section: "pending" as prerendered (consent not read yet), "open" once React has read it. */
export const BANNER_ATTRIBUTE = "data-consent-banner";

/** On the banner's two buttons: the choice each one records. */
export const CHOICE_ATTRIBUTE = "data-consent-choice";

/**
 * The inline script placed before the prerendered banner (the page is the same for everyone, so the banner is in
 * its HTML). It runs while the HTML is parsed, before the first paint:
 * - a visitor who already chose gets `data-consent` on `<html>`, and the CSS rule in globals.css hides the
 *   prerendered banner, so it is never painted;
 * - until React has hydrated (`<html data-hydration="pending">`), a click on the banner's buttons records the choice
 *   in the same cookie `writeConsent` writes and hides the banner, so a choice made before the scripts arrive is kept
 *   (React then reads the cookie and starts or keeps analytics off accordingly).
 */
export function consentBootstrapScript(): string {
  const cookie = COOKIES.consent;
  return [
    "(function(){",
    "var d=document,h=d.documentElement;",
    `var m=/(?:^|;\\s*)${cookie}=(granted|denied)(?:;|$)/.exec(d.cookie);`,
    `if(m)h.setAttribute("${CONSENT_ATTRIBUTE}",m[1]);`,
    'd.addEventListener("click",function(e){',
    'if(h.getAttribute("data-hydration")!=="pending")return;',
    `var b=e.target&&e.target.closest&&e.target.closest("[${CHOICE_ATTRIBUTE}]");`,
    "if(!b)return;",
    `var v=b.getAttribute("${CHOICE_ATTRIBUTE}");`,
    'if(v!=="granted"&&v!=="denied")return;',
    `d.cookie="${cookie}="+v+"; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; samesite=lax"+(location.protocol==="https:"?"; secure":"");`,
    `h.setAttribute("${CONSENT_ATTRIBUTE}",v);`,
    "});",
    "})();",
  ].join("");
}
