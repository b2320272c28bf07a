/**
 * Business constants of the site: every figure, date and duration the copy
 * states. Pages and pure functions import these; no component writes such a
 * number inline. Durations in minutes or hours as named; percentages as whole
 * numbers (95 = 95 %), formatted per locale where shown.
 */

/** Durations and timing. */
export const DURATIONS = {
  demoMinutes: 30,
  demoCalendarOptionsWithinHours: 24,
  expertCallMinutes: 15,
  expertCalendarOptionsWithinHours: 4,
  walkthroughMinutes: 20,
  wellnessCheckMinutes: 30,
  webinarMinutes: 45,
  assessmentQuestionnaireMinutes: 2,
  quickScoreSecondsMin: 45,
  quickScoreSecondsMax: 60,
  /** How long a newsletter confirmation link stays valid (double opt-in). */
  newsletterConfirmDays: 7,
} as const;

/** The live product demo on /product. */
export const LIVE_DEMO = {
  steps: 7,
  autoAdvanceMs: 4_000,
  counterRefreshMs: 2_000,
  start: { processed: 1247, inProgress: 23, flagged: 8, averageSeconds: 2.3 },
} as const;

/** Evidence and processing claims. */
export const EVIDENCE = {
  packExportSecondsMax: 60,
  packExportSecondsExample: 23,
  biotechPackSecondsMax: 45,
  medDeviceTraceabilitySecondsMax: 30,
  processingSecondsMax: 30,
} as const;

/** Marketing claims. */
export const CLAIMS = {
  stpGainPointsMin: 15,
  stpGainPointsMax: 30,
  closeFasterDaysMin: 1,
  closeFasterDaysMax: 3,
  evidencePackSecondsMax: 60,
  manualReviewReductionPercentMin: 60,
  manualReviewReductionPercentMax: 80,
  fraudPreventedUsdMin: 50_000,
  fraudPreventedUsdMax: 500_000,
} as const;

/** Implementation timeline, in order. */
export const IMPLEMENTATION_TIMELINE = [
  { key: "goLive", from: 1, to: 2, unit: "week" },
  { key: "blockFraud", from: 2, to: 4, unit: "week" },
  { key: "optimise", from: 1, to: 3, unit: "month" },
  { key: "scaleRoi", from: 3, to: null, unit: "month" },
] as const;

/** The alternate timeline (2026 readiness pages). */
export const ALTERNATE_TIMELINE = [
  { key: "connect", from: 1, to: 2, unit: "week" },
  { key: "finalize", from: 3, to: 4, unit: "week" },
  { key: "firstExport", from: 2, to: null, unit: "month" },
] as const;

/** The 30-Day Performance Pilot. */
export const PILOT = {
  days: 30,
  legalEntitiesMin: 1,
  legalEntitiesMax: 2,
  topVendorVolumePercentMin: 60,
  topVendorVolumePercentMax: 80,
  medianCycleTimeHoursMax: 48,
  p90CycleTimeHoursMax: 72,
  controlCoveragePercentMin: 95,
  vendorEmailReductionPercentMin: 30,
  vendorEmailReductionPercentMax: 50,
  /** Illustrative pilot scorecard: 36h, 97 %, -41 %, 83 %. */
  illustrativeScorecard: { cycleTimeHours: 36, controlCoveragePercent: 97, vendorEmailChangePercent: -41, deflectionPercent: 83 },
  guarantee: { medianCycleTimeHoursMax: 48, deflectionPercentMin: 30, byDay: 30 },
  /** Biotech pilot goal: invoices in under 48 hours within 30 days. */
  biotechInvoiceHoursMax: 48,
  /** Biotech pilot banner: pilot starts booked per month. */
  biotechPilotStartsThisMonth: 2,
} as const;

/** Who the pilot fits; also the lead fit score's criteria. */
export const IDEAL_FIT = {
  invoicesPerMonthMin: 200,
  exceptionRatePercentMin: 10,
  entitiesOrCurrenciesMin: 2,
  notIdealInvoicesPerMonthBelow: 50,
} as const;

/** Before/after KPIs. */
export const BEFORE_AFTER_KPIS = {
  cycleTimeDays: { beforeMin: 2, beforeMax: 5, afterHoursMax: 48 },
  emailsPer100Invoices: { beforeMin: 40, beforeMax: 80, afterMin: 20, afterMax: 40 },
  controlCoveragePercent: { beforeMin: 70, beforeMax: 90, afterMin: 95 },
  touchesPerInvoiceReductionPercent: { min: 40, max: 60 },
} as const;

/** Exception SLAs in hours. */
export const EXCEPTION_SLA_HOURS = {
  general: { HIGH: 24, MEDIUM: 72, LOW: 168 },
  logistics: { HIGH: 4, MEDIUM: 24, LOW: 72 },
} as const;

/** Nacha 2026 and e-invoicing dates, ISO dates. */
export const NACHA_2026 = {
  phase1: "2026-03-20",
  phase2: "2026-06-19",
  phase2Practical: "2026-06-22",
  companyEntryDescriptionMaxChars: 10,
  companyEntryDescriptionValues: ["PAYROLL", "PURCHASE"],
} as const;

export const FRANCE_EINVOICING = {
  receiveYear: 2026,
  issueYear: 2027,
  /** The day every company must be able to receive e-invoices (and large and mid-sized companies issue them). */
  receiveFrom: "2026-09-01",
} as const;

/** Supported ERPs: one family live, three slated for Q1-Q2 2025. */
export const ERP_SUPPORT = { live: 1, slated: 3, slatedWindow: { year: 2025, fromQuarter: 1, toQuarter: 2 } } as const;

/** Static sample dashboard figures; always shown as illustrative. */
export const SAMPLE_DASHBOARD = {
  stpPercent: 87,
  inTolerancePercent: 94,
  exceptionsPer1kInvoices: 12,
  resolutionHours: 4.2,
  securityScore: 98,
  securityScoreMax: 100,
} as const;

/** Matching and tolerance rules shown as marketing examples. */
export const TOLERANCES = {
  byVendor: [
    { pricePercent: 3, quantityPercent: 5 },
    { pricePercent: 2, quantityPercent: 3 },
  ],
  byMaterialGroup: [
    { key: "rawMaterials", pricePercent: 5, quantityPercent: 10 },
    { key: "components", pricePercent: 3, quantityPercent: 5 },
    { key: "services", pricePercent: 2, quantityPercent: 0 },
  ],
  byAmount: [
    { key: "under1k", upToUsd: 1_000, percent: 10, usd: 100 },
    { key: "1kTo10k", upToUsd: 10_000, percent: 5, usd: 500 },
    { key: "over10k", upToUsd: null, percent: 2, usd: 1_000 },
  ],
  logistics: {
    ltl: { percent: 3, usd: 50 },
    ftl: { percent: 2, usd: 100 },
    expedited: { percent: 5, usd: 200 },
    fuelSurchargePercentOfPublished: 2,
    detentionUsdPerHour: 25,
    insideDeliveryPercent: 10,
  },
  sample: { tolerancePercent: 5, variancePercent: 2.5 },
} as const;

/** AP Ops Scorecard. */
export const SCORECARD = {
  questions: 7,
  optionScores: [5, 3, 1],
  maxScore: 35,
  grades: [
    { grade: "A", minScore: 30, tone: "green" },
    { grade: "B/C", minScore: 22, tone: "blue" },
    { grade: "D/F", minScore: 0, tone: "red" },
  ],
  benchmarks: {
    cycleTimeHoursMax: 48,
    exceptionRatePercentMax: 10,
    emailsPer100InvoicesMax: 20,
    onTimePayPercentMin: 95,
    controlCoveragePercentMin: 95,
    p90CycleHoursMax: 72,
  },
} as const;

/** Precision projections. */
export const PROJECTIONS = {
  deflectionRate: 0.4,
  minutesPerInvoice: 8,
  defaults: { loadedHourlyCost: 75, minutesPerEmail: 6, avgApprovers: 2, entities: 1, exceptionRate: 0 },
} as const;

/** Fraud readiness rubric weights in percent; they sum to 100. */
export const FRAUD_READINESS_WEIGHTS = {
  identity: 40,
  bankOwnership: 30,
  process: 20,
  evidence: 10,
} as const;

// ---------------------------------------------------------------------------
// Solutions pages: illustrative sample figures of the solutions pages (their
// content is static and illustrative); always shown with an illustrative label.
// ---------------------------------------------------------------------------

/** CFO dashboard sample (/solutions/cfo); STP comes from SAMPLE_DASHBOARD. */
export const CFO_DASHBOARD_SAMPLE = {
  fraudPreventedMtdUsd: 38_400,
  blockedPaymentsMtd: 6,
  closeAccelerationDays: 2,
} as const;

/** The hero's sample invoice (the invoice card, the evidence pack, the pipeline's extraction sample): illustrative. */
export const HERO_INVOICE_SAMPLE = { number: "INV-20418", amountUsd: 48_260, approvals: 2, lineItems: 3 } as const;

/** Controller 3-way match sample: a 2.5 % price variance within the 5 % tolerance (TOLERANCES.sample). */
export const THREE_WAY_MATCH_SAMPLE = {
  poNumber: "PO-4500-1182",
  quantity: 500,
  unitPriceUsd: 12.4,
  receivedQuantity: 500,
  invoiceUnitPriceUsd: 12.71,
} as const;

/** ERP Posting Guard queue sample (/solutions/erp-posting-guard). */
export const ERP_GUARD_QUEUE_SAMPLE = {
  readyToPay: [
    { invoice: "INV-20931", amountUsd: 18_240, label: "VERIFIED" },
    { invoice: "INV-20934", amountUsd: 4_615.5, label: "VERIFIED" },
    { invoice: "INV-20940", amountUsd: 62_300, label: "VERIFIED" },
  ],
  blocked: [
    { invoice: "INV-20927", amountUsd: 96_800, label: "DMARC FAIL" },
    { invoice: "INV-20935", amountUsd: 27_450, label: "BANK VERIFY" },
    { invoice: "INV-20938", amountUsd: 9_120, label: "TOLERANCE" },
  ],
  /** High-risk policy: auto-releases allowed on DMARC fail + domain mismatch (a product claim). */
  highRiskAutoReleases: 0,
} as const;

/**
 * Pages that make otherwise unserved links resolve:
 * the architecture review's length is the site's own offer, stated once here.
 */
export const EXTRA_PAGE_CONSTANTS = {
  architectureReviewMinutes: 60,
} as const;

/** The fraud readiness check's PO-share slider starts here; it counts in the score until the visitor moves it. */
export const FRAUD_PO_DEFAULT_PERCENT = 50;
