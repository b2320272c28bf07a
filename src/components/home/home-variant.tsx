import {
  ContactSection,
  EfficiencyProblemSection,
  HomeHero,
  type HomeVariant,
  PilotSection,
  PipelineSection,
  ProblemSection,
  RapidDeployment,
  Readiness2026,
  ResourcesSection,
  type SectionTone,
  SecuritySection,
  WhoItsFor,
} from "./home-sections";
import { ProofBand } from "./proof-band";

/**
 * Home variants 1 and 2: the same sections, composed for two hypotheses.
 * Variant 1 (fraud first): the fraud problem and the risk step of the pipeline come
 * right after the hero; the pilot comes late. Variant 2 (speed first): the efficiency problem (where AP time goes,
 * against the scorecard's benchmarks) right after the hero, then the pipeline (opened on extraction: reading invoices
 * without keying, where the time goes), the pilot that proves it on the visitor's invoices, and only then the rollout
 * timeline, whose first month is that pilot (its weeks are drawn there, not in the pilot section): the problem first,
 * its answer next, the plan last.
 */
export function HomeVariantPage({ variant }: { variant: HomeVariant }) {
  const page = variant === "variant1" ? "home" : "landing2";
  // The sections after the proof band alternate plain and muted backgrounds in each variant's own order, so no two
  // neighbours run together (each section's default tone fitted only one order).
  const tone = (index: number): SectionTone => (index % 2 === 0 ? "plain" : "muted");
  if (variant === "variant1") {
    return (
      <>
        <HomeHero variant="variant1" />
        <ProofBand />
        <ProblemSection tone={tone(0)} />
        <PipelineSection defaultStep="risk" tone={tone(1)} />
        <WhoItsFor tone={tone(2)} />
        <SecuritySection tone={tone(3)} />
        <Readiness2026 tone={tone(4)} />
        {/* Late, as this variant wants the pilot: the pilot, then the rollout whose first month it is (the weeks are
            drawn once, in the rollout chart, as on landing2). */}
        <PilotSection cta={`${page}-pilot`} tone={tone(5)} weeks={false} />
        <RapidDeployment tone={tone(6)} />
        <ResourcesSection tone={tone(7)} />
        <ContactSection cta={`${page}-contact`} tone={tone(8)} />
      </>
    );
  }
  return (
    <>
      <HomeHero variant="variant2" />
      <ProofBand />
      <EfficiencyProblemSection tone={tone(0)} />
      <PipelineSection defaultStep="extract" tone={tone(1)} />
      {/* The pilot's weeks are not repeated here: the rollout chart right below draws them as its first month. */}
      <PilotSection cta={`${page}-pilot`} tone={tone(2)} weeks={false} />
      <RapidDeployment tone={tone(3)} />
      <WhoItsFor tone={tone(4)} />
      <Readiness2026 tone={tone(5)} />
      <SecuritySection tone={tone(6)} />
      <ResourcesSection tone={tone(7)} />
      <ContactSection cta={`${page}-contact`} tone={tone(8)} lead="pilot" />
    </>
  );
}
