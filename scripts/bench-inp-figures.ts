/**
 * Reductions for the interaction bench (scripts/bench-inp.mjs): Event Timing entries, as a
 * PerformanceObserver of type "event" hands them over, to one Interaction to Next Paint per step.
 */

/** What the bench keeps of a PerformanceEventTiming entry. */
export interface EventTimingEntry {
  name: string;
  /** 0 for events that are no interaction (mousemove, pointerover…) */
  interactionId: number;
  startTime: number;
  duration: number;
}

/** INP's "good" threshold: an interaction this slow or faster keeps the rule. */
export const INP_RULE_MS = 200;
/** The observer's durationThreshold: entries below it are not reported, so a step without any was faster. */
export const EVENT_DURATION_THRESHOLD_MS = 16;

/**
 * Each interaction's latency, in the order the interactions happened: the longest duration among
 * its events (pointerdown, pointerup and click of one tap; keydown and keyup of one key), as INP
 * counts an interaction.
 */
export function interactionLatencies(entries: readonly EventTimingEntry[]): number[] {
  const byInteraction = new Map<number, number>();
  for (const entry of [...entries].sort((a, b) => a.startTime - b.startTime)) {
    if (entry.interactionId <= 0) continue;
    byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
  }
  return [...byInteraction.values()];
}

/**
 * A step's INP: its slowest interaction (with fewer than 50 interactions INP is the worst one).
 * 0 when none reached the observer's threshold, i.e. every interaction took under 16 ms.
 */
export const stepInp = (entries: readonly EventTimingEntry[]) => Math.max(0, ...interactionLatencies(entries));

/** The middle value; of an even count, the upper of the two middle ones (a figure that was measured). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** A figure as the report shows it: "< 16" when no event of the step reached the threshold. */
export const formatInp = (ms: number) => (ms < EVENT_DURATION_THRESHOLD_MS ? `< ${EVENT_DURATION_THRESHOLD_MS}` : ms.toFixed(0));
