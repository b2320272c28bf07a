import { DURATIONS } from "@/config/business-constants";

/**
 * The demo's topics in order (the success view's what-to-expect list) and an indicative split of its minutes, shown before the
 * visitor books as "indicative agenda". The Q&A takes what the others leave, so the slots always add up to the demo's
 * length (DURATIONS.demoMinutes) and run back to back from minute 0.
 */
const TOPICS = [
  { key: "erp", minutes: 5 },
  { key: "identity", minutes: 8 },
  { key: "matching", minutes: 6 },
  { key: "guard", minutes: 6 },
] as const;

export type AgendaKey = (typeof TOPICS)[number]["key"] | "qa";

export function demoAgenda(total: number = DURATIONS.demoMinutes): { key: AgendaKey; from: number; to: number }[] {
  const slots: { key: AgendaKey; from: number; to: number }[] = [];
  let from = 0;
  for (const topic of TOPICS) {
    slots.push({ key: topic.key, from, to: from + topic.minutes });
    from += topic.minutes;
  }
  if (from >= total) throw new Error(`The agenda's topics take ${from} of ${total} minutes: no time left for Q&A`);
  slots.push({ key: "qa", from, to: total });
  return slots;
}

export const DEMO_AGENDA = demoAgenda();
