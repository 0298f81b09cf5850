/** Leaves the app for another page, as a full load (an identity provider's, say). */
export function navigateAway(url: string): void {
  window.location.assign(url);
}
