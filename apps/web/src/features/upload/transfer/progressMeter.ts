/** Speed and time left of a transfer, from the bytes sent over the last few seconds. */

export interface Sample {
  /** ms, as Date.now() or performance.now() */
  at: number;
  bytes: number;
}

/** Long enough to smooth chunk-by-chunk bursts, short enough to follow a changing link. */
export const RATE_WINDOW_MS = 5000;
/** A rate over less than this is noise. */
const MIN_SPAN_MS = 500;

/**
 * The samples with a new one: those older than the window go (one is kept as the baseline);
 * a count that went backwards (a transfer started again) starts afresh.
 */
export function addSample(samples: readonly Sample[], sample: Sample): Sample[] {
  const last = samples[samples.length - 1];
  if (last && sample.bytes < last.bytes) return [sample];
  const next = [...samples, sample];
  while (next.length > 2 && sample.at - next[1]!.at >= RATE_WINDOW_MS) next.shift();
  return next;
}

/** Bytes per second over the samples; null until they span enough time. */
export function rateOf(samples: readonly Sample[]): number | null {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at - first.at < MIN_SPAN_MS) return null;
  return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
}

/** Seconds until `remaining` bytes are sent at `rate`; null when that cannot be told. */
export function secondsLeft(remaining: number, rate: number | null): number | null {
  if (remaining <= 0) return 0;
  if (!rate || rate <= 0) return null;
  return Math.ceil(remaining / rate);
}

export interface Duration {
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitDuration(total: number): Duration {
  const whole = Math.max(0, Math.ceil(total));
  return {
    hours: Math.floor(whole / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
}
