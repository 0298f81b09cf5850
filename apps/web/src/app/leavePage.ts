/**
 * Leaves the app for another address, in place of this page in the history (so that Back does
 * not come back to be sent on again). Its own module, so that tests can stand in for it.
 */
export function leavePage(url: string): void {
  window.location.replace(url);
}
