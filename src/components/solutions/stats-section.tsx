import { Section } from "@/components/sections/section";
import { SamplePanel, StatGrid } from "./panel";

/** A section with one panel of headline figures (industry and use-case proof points). */
export function StatsSection({
  id,
  title,
  intro,
  panelTitle,
  items,
  illustrative = true,
  basis,
}: {
  id: string;
  title: string;
  intro: string;
  panelTitle: string;
  items: { value: string; label: string }[];
  illustrative?: boolean;
  /** The basis of the figures (SamplePanel's note). */
  basis?: string;
}) {
  return (
    <Section id={id} title={title} intro={intro} tone="muted">
      <SamplePanel title={panelTitle} headingId={`${id}-panel`} testId={`${id}-panel`} illustrative={illustrative} basis={basis}>
        <StatGrid items={items} />
      </SamplePanel>
    </Section>
  );
}
