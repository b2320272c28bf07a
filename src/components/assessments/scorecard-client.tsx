"use client";

import { useLocale, useTranslations } from "next-intl";
import { typographic } from "@/i18n/french-typography";
import { useFormatter } from "@/i18n/use-formatter";
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from "react";
import { track } from "@/analytics/track";
import { actionPlanContent, buildActionPlanText } from "@/assessments/action-plan";
import { projectPrecision, type Projection } from "@/assessments/projections";
import {
  actionPlanFileName,
  evaluateScorecard,
  optionScore,
  recordAnswer,
  SCORECARD_QUESTIONS,
  type ScorecardGrade,
} from "@/assessments/scorecard";
import { DURATIONS, SCORECARD } from "@/config/business-constants";
import { Link } from "@/i18n/navigation";
import { EMAIL_PLAN_BUTTON_CLASS } from "./action-plan-button";
import { PrecisionDetails } from "./scorecard-precision-details";
import { ScorecardQuestion } from "./scorecard-question";
import { ResultSummary } from "./scorecard-results";
import { INITIAL_STATE, type Mode, scorecardReducer, type Step, toInputs } from "./scorecard-state";
import type { ActionPlanAnswers } from "./action-plan-dialog";
import { downloadTextFile } from "./download-text";
import { loosely, } from "@/i18n/translate";

const ActionPlanDialog = lazy(() => import("./action-plan-dialog"));


export function ScorecardClient() {
  const t = loosely(useTranslations("scorecard"));
  const format = useFormatter();
  const locale = useLocale();
  const uid = useId();

  const [state, dispatch] = useReducer(scorecardReducer, INITIAL_STATE);
  const { mode, step, answers, raw, dialogOpen, planSeries, notice } = state;
  const [announcement, setAnnouncement] = useState("");
  const started = useRef(false);
  const moved = useRef(false);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const modeGroup = useRef<HTMLDivElement>(null);
  const optionGroup = useRef<HTMLDivElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const inputs = useMemo(() => toInputs(raw), [raw]);
  const result = step === "results" ? evaluateScorecard(answers) : null;
  const projection: Projection | null = mode === "precision" ? projectPrecision(inputs) : null;
  const total = SCORECARD_QUESTIONS.length;
  const answeredCount = SCORECARD_QUESTIONS.filter((_, i) => optionScore(i, answers[i]) !== undefined).length;

  const questionText = (index: number) => t(`questions.${SCORECARD_QUESTIONS[index]?.id}.title`);
  const optionText = (index: number, optionId: string) => t(`questions.${SCORECARD_QUESTIONS[index]?.id}.options.${optionId}`);

  // Move focus and announce after the visitor changes step (not on first render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the step only
  useEffect(() => {
    if (!moved.current) return;
    if (step === "results") {
      resultsHeading.current?.focus();
    } else {
      questionHeading.current?.focus();
      setAnnouncement(typographic(locale, `${t("progress.label", { current: step + 1, total })}: ${questionText(step)}`));
    }
  }, [step]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: announce once per results view
  useEffect(() => {
    if (result) setAnnouncement(t("results.announce", { score: result.score, max: SCORECARD.maxScore, grade: result.grade }));
  }, [result?.score, result?.grade]);


  function choose(index: number, optionId: string, currentMode: Mode = mode) {
    if (!started.current) {
      started.current = true;
      track("scorecard_started", { mode: currentMode });
    }
    const recorded = recordAnswer(answers, index, optionId);
    moved.current = true;
    dispatch({ type: "answer", index, optionId });
    track("scorecard_question_answered", { index, score: optionScore(index, optionId) ?? 0 });
    if (recorded.next === "results") {
      const done = evaluateScorecard(recorded.answers);
      if (done) track("scorecard_completed", { score: done.score, grade: done.grade, mode: currentMode });
    }
  }

  // The mode and the first question's options are native radio buttons: a press before the scripts ran (they load
  // after the first paint) checked one in the page, and hydration keeps that. Adopt it here, before anything renders
  // over it, as if it had been made now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useLayoutEffect(() => {
    const checked = (group: HTMLElement | null) => group?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    const earlyMode = checked(modeGroup.current);
    const adoptedMode = earlyMode === "quick" || earlyMode === "precision" ? earlyMode : mode;
    if (adoptedMode !== mode) changeMode(adoptedMode);
    const earlyAnswer = checked(optionGroup.current);
    if (earlyAnswer !== undefined && step === 0 && answers[0] === undefined) choose(0, earlyAnswer, adoptedMode);
  }, []);

  /** Arrow keys move between the options without answering (a radio group would check, and so answer, each one). */
  function optionKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number, optionId: string) {
    const keys: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
    if (event.key === "Enter") {
      event.preventDefault();
      choose(index, optionId);
      return;
    }
    const delta = keys[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const radios = [...(optionGroup.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])];
    const at = radios.indexOf(event.currentTarget);
    radios[(at + delta + radios.length) % radios.length]?.focus();
  }

  function goTo(next: Step) {
    moved.current = true;
    dispatch({ type: "goto", step: next });
  }

  function changeMode(value: string) {
    if (value !== "quick" && value !== "precision") return; // ToggleGroup sends "" when the pressed item is pressed again
    dispatch({ type: "mode", mode: value });
    track("scorecard_mode_toggled", { mode: value });
  }

  function retake() {
    dispatch({ type: "retake" });
    moved.current = true;
    started.current = false;
    track("scorecard_retaken");
    // The question view mounts again; focus its heading once rendered.
    requestAnimationFrame(() => questionHeading.current?.focus());
    setAnnouncement(typographic(locale, `${t("progress.label", { current: 1, total })}: ${questionText(0)}`));
  }

  /** Saves the plain-text action plan (the download, and the copy kept when the e-mail is sent). */
  function saveActionPlan(grade: ScorecardGrade, score: number) {
    downloadTextFile(
      actionPlanFileName(grade, (g) => t("actionPlan.fileName", { grade: g })),
      typographic(locale, buildActionPlanText(actionPlanContent(t, format, { answers, grade, score, mode, projection }))),
    );
  }

  function download() {
    if (!result) return;
    saveActionPlan(result.grade, result.score);
    track("scorecard_action_plan_downloaded", { grade: result.grade });
    dispatch({ type: "notice", notice: t("results.downloaded") });
  }

  /** What the e-mail dialog sends with the address (useLeadForm adds locale, page, cta, honeypot and timing). */
  function planAnswers(): ActionPlanAnswers {
    return {
      mode,
      answers: answers.map((id) => id ?? ""),
      precision:
        mode === "precision"
          ? {
              invoicesPerMonth: inputs.invoicesPerMonth,
              poBased: inputs.poBased,
              currentCycleTime: inputs.currentCycleTime,
              supplierEmails: inputs.supplierEmails,
              loadedHourlyCost: inputs.loadedHourlyCost,
              erp: inputs.erp,
            }
          : undefined,
    };
  }

  function planSent() {
    if (!result) return;
    saveActionPlan(result.grade, result.score);
    track("scorecard_email_sent", { grade: result.grade });
    dispatch({ type: "planSent", notice: t("dialog.sent") });
  }

  return (
    // From 1024 px the mode sits at the top of the side column, above the answers, so the first question starts right
    // under the hero (above the fold at 1440x900 in every locale, e2e/assessments.spec.ts); one column: mode, question, answers.
    <div className="grid gap-10 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr] lg:gap-y-6">
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="scorecard-announcer">
        {announcement}
      </div>
      <fieldset className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-start-2 lg:row-start-1 lg:p-5">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t("mode.legend")}</legend>
        <div ref={modeGroup} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          {(["quick", "precision"] as const).map((m) => (
            <label
              key={m}
              className="relative cursor-pointer rounded-lg border-2 border-slate-300 p-4 text-left has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="scorecard-mode"
                value={m}
                checked={mode === m}
                onChange={() => changeMode(m)}
                className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-lg opacity-0"
              />
              <span className="block font-semibold text-ink">{t(`mode.${m}`)}</span>
              <span className="mt-1 block text-sm text-slate-700">{t(`mode.${m}Hint`)}</span>
            </label>
          ))}
        </div>
        <p className="mt-3 text-sm text-slate-600">{t("mode.switchNote")}</p>
      </fieldset>
      <div className="space-y-8 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        {mode === "precision" ? <PrecisionDetails uid={uid} raw={raw} t={t} onInput={(field, value) => dispatch({ type: "input", field, value })} /> : null}

        {step !== "results" ? (
          <ScorecardQuestion
            uid={uid}
            step={step}
            answers={answers}
            answeredCount={answeredCount}
            headingRef={questionHeading}
            optionsRef={optionGroup}
            onChoose={(optionId) => choose(step, optionId)}
            onOptionKeyDown={(event, optionId) => optionKeyDown(event, step, optionId)}
            onBack={() => goTo(step - 1)}
            t={t}
          />
        ) : result ? (
          <section aria-labelledby={`${uid}-results`} className="space-y-8" data-testid="scorecard-results">
            <ResultSummary
              uid={uid}
              headingRef={resultsHeading}
              result={result}
              answers={answers}
              projection={projection}
              inputs={inputs}
              t={t}
            />

            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                onClick={download}
                className="inline-flex items-center rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {t("results.download")}
              </button>
              {/* The dialog's code loads with the results (it is not part of the page's first load); until it has
                  arrived the same button stands in and a press on it opens the dialog when it does. */}
              <Suspense
                fallback={
                  <button type="button" onClick={() => dispatch({ type: "dialog", open: true })} className={EMAIL_PLAN_BUTTON_CLASS}>
                    {t("results.emailPlan")}
                  </button>
                }
              >
                <ActionPlanDialog
                  key={planSeries}
                  open={dialogOpen}
                  onOpenChange={(open) => dispatch({ type: "dialog", open })}
                  idPrefix={uid}
                  answers={planAnswers}
                  onSent={planSent}
                />
              </Suspense>
              <Link
                href={{
                  pathname: "/book-demo",
                  query: { cta: "scorecard-results", goal: "process-automation", score: String(result.score), grade: result.grade, mode },
                }}
                className="inline-flex items-center rounded-md border border-brand-600 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t("results.wellnessCheck", { minutes: DURATIONS.wellnessCheckMinutes })}
              </Link>
              <button
                type="button"
                onClick={retake}
                className="inline-flex items-center rounded-md border border-slate-400 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t("results.retake")}
              </button>
            </div>
            <p role="status" className="text-sm font-medium text-green-800" data-testid="scorecard-notice">
              {notice}
            </p>
          </section>
        ) : null}
      </div>

      {/* Before the first answer the panel has nothing to show: on a phone (one column) it is left out until then. */}
      <aside
        aria-labelledby={`${uid}-answers`}
        data-testid="scorecard-answers-panel"
        className={`h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 lg:col-start-2 lg:row-start-2 ${answeredCount === 0 ? "max-lg:hidden" : ""}`}
      >
        <h2 id={`${uid}-answers`} className="text-lg font-bold text-ink">
          {t("progress.answersTitle")}
        </h2>
        {answeredCount === 0 ? (
          <>
            <p className="mt-3 text-sm text-slate-700">{t("progress.noAnswers")}</p>
            {/* What the seven questions cover, so the panel says what is coming instead of standing empty. */}
            <ol className="mt-3 space-y-2" data-testid="scorecard-topics">
              {SCORECARD_QUESTIONS.map((q, i) => (
                <li key={q.id} className="flex items-baseline gap-2 text-sm text-slate-700">
                  <span aria-hidden="true" className="w-4 shrink-0 text-right font-semibold tabular-nums text-slate-600">
                    {i + 1}
                  </span>
                  <span>{t(`questions.${q.id}.short`)}</span>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <ol className="mt-3 space-y-3" data-testid="scorecard-answers">
            {SCORECARD_QUESTIONS.map((q, i) => {
              const answer = answers[i];
              if (!answer) return null;
              return (
                <li key={q.id} className="text-sm">
                  <span className="block text-slate-700">{t(`questions.${q.id}.short`)}</span>
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-ink">{optionText(i, answer)}</span>
                    <button
                      type="button"
                      onClick={() => goTo(i)}
                      aria-label={t("progress.change", { question: t(`questions.${q.id}.short`) })}
                      className="rounded px-2 py-1 text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {t("progress.changeShort")}
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </aside>
    </div>
  );
}
