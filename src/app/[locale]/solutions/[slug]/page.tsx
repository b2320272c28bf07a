import { setRequestLocale } from "next-intl/server";
import { getFormatter } from "@/i18n/formatter-server";
import { notFound } from "next/navigation";
import { SOLUTIONS, solutionEntry } from "@/components/solutions/registry";
import { SolutionPage } from "@/components/solutions/solution-page";
import { solutionValues } from "@/components/solutions/solution-values";
import { pageMetadata, resolveLocale } from "@/lib/page-metadata";

type Props = { params: Promise<{ locale: string; slug: string }> };

/** Every slug of the registry, prerendered per locale; any other slug is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(SOLUTIONS).map((slug) => ({ slug }));
}

export async function generateMetadata(props: Props) {
  const { slug } = await props.params;
  const entry = solutionEntry(slug);
  if (!entry) notFound();
  return pageMetadata({ locale: await resolveLocale(props), path: `/solutions/${slug}`, namespace: entry.namespace });
}

/** A solutions page built on the shared composition, from its registry entry (src/components/solutions/registry.tsx). */
export default async function SolutionSlugPage(props: Props) {
  const { slug } = await props.params;
  const entry = solutionEntry(slug);
  if (!entry) notFound();
  const locale = await resolveLocale(props);
  setRequestLocale(locale);
  return (
    <SolutionPage
      namespace={entry.namespace}
      values={solutionValues(await getFormatter())}
      links={entry.links}
      panels={entry.panels()}
      heroVisual={entry.heroVisual?.()}
    />
  );
}
