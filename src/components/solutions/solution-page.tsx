import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { type Card, CardGrid, type FigureCard, FigureGrid, Section } from "@/components/sections/section";
import { IllustrativeNote } from "./illustrative-label";
import type { MessageValues, Translate } from "@/i18n/translate";
import { getLooseTranslator } from "@/i18n/translate-server";

export interface SolutionLinks {
  /** Locale-free hrefs of the hero's two calls to action. */
  hero: { primary: string; secondary: string };
  /** Locale-free hrefs of the closing call to action. */
  cta: { primary: string; secondary: string };
}

/**
 * The shared composition of a solutions page: hero with two calls to action, feature cards, the page's own panels,
 * a worked example, outcomes and a closing call to action. Every page's
 * namespace holds the same keys: meta, hero, features, example, outcomes, cta.
 * `values` are ICU arguments (already locale-formatted figures) for all of them.
 */
export async function SolutionPage({
  namespace,
  links,
  values,
  panels,
  afterExample,
  exampleAsides,
  heroVisual,
}: {
  namespace: string;
  links: SolutionLinks;
  values?: MessageValues;
  /** Page-specific panels, shown after the feature cards. */
  panels?: ReactNode;
  /** Page-specific sections shown after the worked example. */
  afterExample?: ReactNode;
  /** A picture per worked-example step (by index), under the step's text: e.g. the sample row the step follows. */
  exampleAsides?: ReactNode[];
  /** A product scene drawn in code beside the hero text (from 1024 px). */
  heroVisual?: ReactNode;
}) {
  const t = await getLooseTranslator(namespace);
  const tCommon = await getTranslations("common");
  const steps = readCards(t, "example.steps", values);
  const outcomeFigures = readFigureCards(t, "outcomes.cards", values);

  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow", values)}
        title={t("hero.title", values)}
        lead={t("hero.lead", values)}
        primary={{ label: t("hero.primary", values), href: links.hero.primary }}
        secondary={{ label: t("hero.secondary", values), href: links.hero.secondary }}
        visual={heroVisual}
      />
      <Section id="features" title={t("features.title", values)} intro={t("features.intro", values)}>
        <CardGrid cards={readCards(t, "features.cards", values)} />
      </Section>
      {panels}
      <Section id="example" title={t("example.title", values)} intro={t("example.intro", values)} tone="muted">
        {/* Three steps side by side from 1024 px: full-width rows left two thirds of each row empty. */}
        <ol data-testid="example-steps" className={`grid gap-4 ${steps.length === 3 ? "lg:grid-cols-3" : ""}`}>
          {steps.map((step, index) => (
            <li key={step.title} className="flex flex-col rounded-xl bg-white p-5 shadow-sm">
              <div className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 flex-none items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
                >
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold text-ink">{step.title}</h3>
                  <p className="mt-1 text-slate-700">{step.body}</p>
                </div>
              </div>
              {/* The step's picture takes the card's full width (beside the number it left no room on a phone), at
                  the card's foot so the pictures line up across the row. */}
              {exampleAsides?.[index] ? (
                <div data-example-aside className="mt-auto pt-4">
                  {exampleAsides[index]}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
        <IllustrativeNote />
      </Section>
      {afterExample}
      {/* The section opens with what the figures are for; their basis (target ranges, not measured results) follows
          the cards as a note, as under the homes' figures. */}
      <Section id="outcomes" title={t("outcomes.title", values)} intro={tCommon("outcomesLead")}>
        {outcomeFigures ? <FigureGrid cards={outcomeFigures} /> : <CardGrid cards={readCards(t, "outcomes.cards", values)} />}
        <p data-testid="outcomes-basis" className="mt-4 text-sm text-slate-600">
          {t("outcomes.intro", values)}
        </p>
      </Section>
      <CtaBand
        title={t("cta.title", values)}
        body={t("cta.body", values)}
        primary={{ label: t("cta.primary", values), href: links.cta.primary }}
        secondary={{ label: t("cta.secondary", values), href: links.cta.secondary }}
      />
    </>
  );
}

/**
 * Outcome cards that lead with their figure: a page's outcomes may give each card a `figure` (the number, formatted
 * from the constants) and a `kind` (its basis: a policy rule of the product or a planning target), shown as a chip.
 * Undefined unless every card has both.
 */
function readFigureCards(t: Translate, key: string, values?: MessageValues): FigureCard[] | undefined {
  const raw = t.raw(key);
  if (!Array.isArray(raw) || raw.length === 0) return undefined;
  const complete = raw.every((card) => typeof card === "object" && card !== null && "figure" in card && "kind" in card);
  if (!complete) return undefined;
  return raw.map((_, index) => ({
    figure: t(`${key}.${index}.figure`, values),
    kind: t(`${key}.${index}.kind`, values),
    title: t(`${key}.${index}.title`, values),
    body: t(`${key}.${index}.body`, values),
  }));
}

/** Reads an array of `{title, body}` messages, formatting each with `values`. */
function readCards(t: Translate, key: string, values?: MessageValues): Card[] {
  const raw = t.raw(key);
  if (!Array.isArray(raw)) return [];
  return raw.map((_, index) => ({
    title: t(`${key}.${index}.title`, values),
    body: t(`${key}.${index}.body`, values),
  }));
}
