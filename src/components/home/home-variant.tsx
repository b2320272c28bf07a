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
  SecuritySection,
  WhoItsFor,
} from "./home-sections";
import { ProofBand } from "./proof-band";

/**
 * Home variants 1 and 2: the same sections, composed for two hypotheses.
 * Variant 1 (fraud first): the fraud problem and the risk step of the pipeline come
 * right after the hero; the pilot comes late. Variant 2 (speed first): the rollout
 * timeline comes right after the hero, then the pipeline (opened on analytics), the
 * efficiency problem (where AP time goes, against the scorecard's benchmarks) and the
 * pilot, so its first two screens do not repeat the hero's cycle-time goal.
 */
export function HomeVariantPage({ variant }: { variant: HomeVariant }) {
  const page = variant === "variant1" ? "home" : "landing2";
  if (variant === "variant1") {
    return (
      <>
        <HomeHero variant="variant1" />
        <ProofBand />
        <ProblemSection />
        <PipelineSection defaultStep="risk" />
        <WhoItsFor />
        <SecuritySection />
        <RapidDeployment />
        <Readiness2026 />
        <PilotSection cta={`${page}-pilot`} />
        <ResourcesSection />
        <ContactSection cta={`${page}-contact`} />
      </>
    );
  }
  return (
    <>
      <HomeHero variant="variant2" />
      <ProofBand />
      <RapidDeployment />
      <PipelineSection defaultStep="analytics" />
      <EfficiencyProblemSection />
      <PilotSection cta={`${page}-pilot`} />
      <WhoItsFor />
      <Readiness2026 />
      <SecuritySection />
      <ResourcesSection />
      <ContactSection cta={`${page}-contact`} />
    </>
  );
}
