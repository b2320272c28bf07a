"use client";

import type { RefObject } from "react";
import type { Translate } from "@/i18n/translate";
import type { Mode } from "./scorecard-state";

const MODES = ["quick", "precision"] as const;

/**
 * The scoring mode as a compact two-way switch at the top of the scorecard's card, with one line on what Precision
 * Mode adds. Native radio buttons (a press before the scripts ran is adopted at hydration, see the scorecard); the
 * legend is for assistive technology, the two labels say it on screen.
 */
export function ScorecardModeBar({
  uid,
  mode,
  groupRef,
  onChange,
  t,
}: {
  uid: string;
  mode: Mode;
  groupRef: RefObject<HTMLDivElement | null>;
  onChange: (mode: Mode) => void;
  t: Translate;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2" data-testid="scorecard-mode">
      <legend className="sr-only">{t("mode.legend")}</legend>
      <div ref={groupRef} className="grid grid-cols-2 rounded-lg bg-slate-200/80 p-1 max-sm:w-full">
        {/* At 320 px a German label takes two lines at its soft hyphen ("Schnell-bewertung") rather than overflow. */}
        {MODES.map((m) => (
          <label
            key={m}
            className="relative flex cursor-pointer items-center justify-center rounded-md px-2 py-1.5 sm:px-3.5 text-center text-sm leading-tight font-semibold text-slate-700 hover:text-ink has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="scorecard-mode"
              value={m}
              checked={mode === m}
              onChange={() => onChange(m)}
              aria-describedby={`${uid}-mode-hint`}
              className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-md opacity-0"
            />
            {t(`mode.${m}`)}
          </label>
        ))}
      </div>
      <p id={`${uid}-mode-hint`} className="min-w-[14rem] flex-1 text-[0.8125rem] leading-snug text-slate-600">
        {t("mode.barHint")}
      </p>
    </fieldset>
  );
}
