import { isNetworkFailure } from './isNetworkFailure.js';

/**
 * The server's answer, kept in localStorage under `key` for a start with no network (the
 * service worker's offline shell): when the server cannot be reached at all, the last answer
 * kept stands in, if `isValid` takes it (a copy written by another version may not fit). Any
 * other failure (an answer from the server, even an error) is thrown as it is.
 */
export async function answerOrKept<T>(
  key: string,
  ask: () => Promise<T>,
  isValid: (value: unknown) => value is T,
): Promise<T> {
  try {
    const answer = await ask();
    try {
      localStorage.setItem(key, JSON.stringify(answer));
    } catch {
      // A full storage costs only the offline start; the online app does not need the copy.
    }
    return answer;
  } catch (error) {
    const kept = isNetworkFailure(error) ? keptAnswer(key) : null;
    if (isValid(kept)) return kept;
    throw error;
  }
}

/** The answer kept under `key`, or null. */
export function keptAnswer(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}
