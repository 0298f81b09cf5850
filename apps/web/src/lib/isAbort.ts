/** Whether an error is the abort of a load that is no longer wanted (unmount, next file). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
