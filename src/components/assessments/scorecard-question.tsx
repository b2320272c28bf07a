"use client";

import { Progress } from "radix-ui";
import type { KeyboardEvent, ReactNode, RefObject } from "react";
import { SCORECARD_QUESTIONS } from "@/assessments/scorecard";
import type { Translate } from "@/i18n/translate";

/**
 * One question of the scorecard: progress, the question, its options as native radio buttons (a
 * press before the scripts ran is adopted at hydration), and Back. Presentational: choosing and moving are the
 * scorecard's (its reducer), focus is moved there too.
 */
export function ScorecardQuestion({
  uid,
  step,
  answers,
  answeredCount,
  headingRef,
  optionsRef,
  onChoose,
  onOptionKeyDown,
  onBack,
  footer,
  t,
}: {
  uid: string;
  step: number;
  answers: readonly (string | undefined)[];
  answeredCount: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  optionsRef: RefObject<HTMLDivElement | null>;
  onChoose: (optionId: string) => void;
  onOptionKeyDown: (event: KeyboardEvent<HTMLInputElement>, optionId: string) => void;
  onBack: () => void;
  /** Shown at the foot of the card, at the right of Back (the link to book a demo). */
  footer?: ReactNode;
  t: Translate;
}) {
  const total = SCORECARD_QUESTIONS.length;
  return (
    // Inside the scorecard's card (under the mode bar): it fills the card's height, its foot (Back, the demo link) at the bottom.
    <section aria-labelledby={`${uid}-question`} className="flex flex-1 flex-col px-6 pt-5 pb-6" data-testid="scorecard-question">
      <p className="text-sm font-semibold text-brand-700">{t("progress.label", { current: step + 1, total })}</p>
      <Progress.Root
        value={answeredCount}
        max={total}
        aria-label={t("progress.barLabel")}
        getValueLabel={(value, max) => t("progress.answered", { count: value, total: max })}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <Progress.Indicator
          className="h-full bg-brand-600 transition-[width] motion-reduce:transition-none"
          style={{ width: `${(answeredCount / total) * 100}%` }}
        />
      </Progress.Root>
      {/* Wrapped as body text (not balanced, as headings are): a two-line question fills the card's width. */}
      <h2 id={`${uid}-question`} ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-pretty text-ink focus:outline-none">
        {t(`questions.${SCORECARD_QUESTIONS[step]?.id}.title`)}
      </h2>
      <div ref={optionsRef} role="radiogroup" aria-labelledby={`${uid}-question`} className="mt-4 grid gap-3">
        {SCORECARD_QUESTIONS[step]?.options.map((option) => (
          <label
            key={option.id}
            className="relative block w-full cursor-pointer rounded-lg border-2 border-slate-300 px-4 py-3 text-left font-semibold text-slate-800 hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={`scorecard-question-${step}`}
              value={option.id}
              checked={answers[step] === option.id}
              readOnly
              onClick={() => onChoose(option.id)}
              onKeyDown={(event) => onOptionKeyDown(event, option.id)}
              className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-lg opacity-0"
            />
            {t(`questions.${SCORECARD_QUESTIONS[step]?.id}.options.${option.id}`)}
          </label>
        ))}
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-6 gap-y-3 pt-6">
        {step > 0 ? (
          <button
            type="button"
            onClick={onBack}
            className="inline-flex items-center rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t("progress.back")}
          </button>
        ) : (
          <span />
        )}
        {footer}
      </div>
    </section>
  );
}
