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
import { ScorecardModeBar } from "./scorecard-mode";
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

  const inResults = step === "results";
  const answeredIndexes = SCORECARD_QUESTIONS.flatMap((_, i) => (answers[i] ? [i] : []));
  const upcoming = SCORECARD_QUESTIONS.flatMap((q, i) => (answers[i] ? [] : [{ id: q.id, index: i }]));

  return (
    // One card holds the mode bar (and Precision Mode's figures) over the question; from 1024 px the answers panel
    // sits beside it at the same height while answering, and stays in view (sticky) beside the longer results.
    // The first question starts right under the hero: above the fold at 1440x900 in every locale (e2e/assessments.spec.ts).
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]" data-testid="scorecard">
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="scorecard-announcer">
        {announcement}
      </div>
      <div className="min-w-0 space-y-8">
        <div className={`flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${inResults ? "" : "h-full"}`} data-testid="scorecard-card">
          <div className={`bg-slate-50 px-6 py-2.5 ${inResults ? "" : "border-b border-slate-200"}`}>
            <ScorecardModeBar uid={uid} mode={mode} groupRef={modeGroup} onChange={changeMode} t={t} />
            {mode === "precision" ? <PrecisionDetails uid={uid} raw={raw} t={t} onInput={(field, value) => dispatch({ type: "input", field, value })} /> : null}
          </div>
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
              footer={
                <Link href="/book-demo?cta=scorecard-intro" className="font-semibold text-brand-700 underline hover:text-brand-900">
                  {t("hero.bookDemoInline")}
                </Link>
              }
              t={t}
            />
          ) : null}
        </div>

        {result ? (
          <section aria-labelledby={`${uid}-results`} className="space-y-6" data-testid="scorecard-results">
            <ResultSummary
              uid={uid}
              headingRef={resultsHeading}
              result={result}
              answers={answers}
              projection={projection}
              inputs={inputs}
              t={t}
            />

            {/* What to do with the result: each action with a line on what it gives, the buttons one width in their
                column (no button left alone on a line); Retake as a quiet link under them. */}
            <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="scorecard-next-steps">
              <h3 className="text-lg font-bold text-ink">{t("results.nextStepsTitle")}</h3>
              <div className="mt-4 grid items-center gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,1fr)_auto]">
                <p className="text-slate-700 max-sm:mt-1">{t("results.downloadNote")}</p>
                <div className="grid *:justify-center *:text-center">
                  <button
                    type="button"
                    onClick={download}
                    className="inline-flex items-center rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {t("results.download")}
                  </button>
                </div>
                <p className="text-slate-700 max-sm:mt-3">{t("results.emailNote")}</p>
                {/* The dialog's code loads with the results (it is not part of the page's first load); until it has
                    arrived the same button stands in and a press on it opens the dialog when it does. */}
                <div className="grid *:justify-center *:text-center">
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
                </div>
                <p className="text-slate-700 max-sm:mt-3">{t("results.wellnessNote", { minutes: DURATIONS.wellnessCheckMinutes })}</p>
                <div className="grid *:justify-center *:text-center">
                  <Link
                    href={{
                      pathname: "/book-demo",
                      query: { cta: "scorecard-results", goal: "process-automation", score: String(result.score), grade: result.grade, mode },
                    }}
                    className="inline-flex items-center rounded-md border border-brand-600 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {t("results.wellnessCheck", { minutes: DURATIONS.wellnessCheckMinutes })}
                  </Link>
                </div>
              </div>
              <div className="mt-5 flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-t border-slate-200 pt-4">
                <p role="status" className="text-sm font-medium text-green-800 empty:hidden" data-testid="scorecard-notice">
                  {notice}
                </p>
                <button
                  type="button"
                  onClick={retake}
                  className="ml-auto inline-flex items-center gap-1.5 rounded px-1 py-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <svg viewBox="0 0 20 20" className="h-4 w-4 flex-none" aria-hidden="true">
                    <path d="M4 10a6 6 0 1 0 1.8-4.3M4 3.5v3h3" className="fill-none stroke-current" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {t("results.retake")}
                </button>
              </div>
            </div>
          </section>
        ) : null}
      </div>

      {/* Before the first answer the panel has nothing to show: on a phone (one column) it is left out until then.
          From 1024 px it lists the seven topics (the current one marked), each answered one with its answer. */}
      <aside
        aria-labelledby={`${uid}-answers`}
        data-testid="scorecard-answers-panel"
        className={`flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-6 ${inResults ? "lg:sticky lg:top-20 lg:self-start" : ""} ${answeredCount === 0 ? "max-lg:hidden" : ""}`}
      >
        <h2 id={`${uid}-answers`} className="text-lg font-bold text-ink">
          {t("progress.answersTitle")}
        </h2>
        {answeredCount === 0 ? <p className="mt-1 text-sm text-slate-600">{t("progress.noAnswers")}</p> : null}
        {answeredIndexes.length > 0 ? (
          <ol className="mt-4 space-y-3" data-testid="scorecard-answers">
            {answeredIndexes.map((i) => {
              const q = SCORECARD_QUESTIONS[i];
              const answer = answers[i];
              if (!q || !answer) return null;
              return (
                <li key={q.id} className="grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-2 text-sm" aria-current={step === i ? "step" : undefined}>
                  <span aria-hidden="true" className="pt-px text-right font-semibold tabular-nums text-slate-500">
                    {i + 1}
                  </span>
                  <span className="min-w-0">
                    <span className={`block ${step === i ? "font-semibold text-brand-800" : "text-slate-700"}`}>{t(`questions.${q.id}.short`)}</span>
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-semibold text-ink">{optionText(i, answer)}</span>
                      <button
                        type="button"
                        onClick={() => goTo(i)}
                        aria-label={t("progress.change", { question: t(`questions.${q.id}.short`) })}
                        className="-my-1 rounded px-2 py-1 text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {t("progress.changeShort")}
                      </button>
                    </span>
                  </span>
                </li>
              );
            })}
          </ol>
        ) : null}
        {upcoming.length > 0 ? (
          // The questions still to come, numbered on from the answered ones; the next one marked.
          <ol start={(upcoming[0]?.index ?? 0) + 1} className="mt-3 space-y-2" data-testid="scorecard-topics">
            {upcoming.map(({ id, index }) => (
              <li key={id} className="grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-2 text-sm" aria-current={step === index ? "step" : undefined}>
                <span aria-hidden="true" className={`text-right font-semibold tabular-nums ${step === index ? "text-brand-700" : "text-slate-500"}`}>
                  {index + 1}
                </span>
                <span className={step === index ? "font-semibold text-brand-800" : "text-slate-600"}>{t(`questions.${id}.short`)}</span>
              </li>
            ))}
          </ol>
        ) : null}
        {inResults ? null : (
          // What the seven answers lead to, at the foot of the panel.
          <div className="mt-auto pt-5">
            <p className="border-t border-slate-200 pt-4 text-sm text-slate-600">{t("progress.resultPreview", { max: SCORECARD.maxScore })}</p>
          </div>
        )}
      </aside>
    </div>
  );
}
