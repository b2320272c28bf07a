/** The scorecard's "Email me the action plan" button, the same before and after its dialog's code has loaded. */
export const EMAIL_PLAN_BUTTON_CLASS =
  "inline-flex items-center rounded-md border border-brand-600 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
