import { CLAIMS, DURATIONS, EVIDENCE, EXCEPTION_SLA_HOURS, NACHA_2026, PILOT, SAMPLE_DASHBOARD, TOLERANCES } from "@/config/business-constants";
import { type Formatter, hours, percent, seconds, usd } from "@/i18n/formatters";
import type { MessageValues } from "@/i18n/translate";
import { timingOf } from "@/lib/timing";

/**
 * The business constants the solutions copy cites, formatted for the request's
 * locale and passed to every message as ICU arguments ({stpMin}, {packSeconds}).
 * One set for all pages: a message uses the ones it names.
 */
export function solutionValues(format: Formatter): MessageValues {
  return {
    stpMin: format.number(CLAIMS.stpGainPointsMin),
    stpMax: format.number(CLAIMS.stpGainPointsMax),
    closeMin: format.number(CLAIMS.closeFasterDaysMin),
    closeMax: format.number(CLAIMS.closeFasterDaysMax),
    packSeconds: seconds(format, CLAIMS.evidencePackSecondsMax),
    packExample: seconds(format, EVIDENCE.packExportSecondsExample),
    biotechPackSeconds: seconds(format, EVIDENCE.biotechPackSecondsMax),
    traceabilitySeconds: seconds(format, EVIDENCE.medDeviceTraceabilitySecondsMax),
    processingSeconds: seconds(format, EVIDENCE.processingSecondsMax),
    reviewMin: percent(format, CLAIMS.manualReviewReductionPercentMin),
    reviewMax: percent(format, CLAIMS.manualReviewReductionPercentMax),
    fraudMin: usd(format, CLAIMS.fraudPreventedUsdMin),
    fraudMax: usd(format, CLAIMS.fraudPreventedUsdMax),
    stpSample: percent(format, SAMPLE_DASHBOARD.stpPercent),
    inTolerance: percent(format, SAMPLE_DASHBOARD.inTolerancePercent),
    resolutionHours: hours(format, SAMPLE_DASHBOARD.resolutionHours),
    securityScore: format.number(SAMPLE_DASHBOARD.securityScore),
    securityScoreMax: format.number(SAMPLE_DASHBOARD.securityScoreMax),
    sampleTolerance: percent(format, TOLERANCES.sample.tolerancePercent),
    sampleVariance: percent(format, TOLERANCES.sample.variancePercent),
    slaHigh: hours(format, EXCEPTION_SLA_HOURS.general.HIGH),
    logisticsSlaHigh: hours(format, EXCEPTION_SLA_HOURS.logistics.HIGH),
    pilotDays: format.number(PILOT.days),
    demoMinutes: format.number(DURATIONS.demoMinutes),
    pilotHours: hours(format, PILOT.medianCycleTimeHoursMax),
    coverageMin: percent(format, PILOT.controlCoveragePercentMin),
    entryMax: format.number(NACHA_2026.companyEntryDescriptionMaxChars),
    /** Whether the Nacha 2026 roll-out (its second phase) has passed: copy about it is worded as past. */
    timing: timingOf(NACHA_2026.phase2),
  };
}
