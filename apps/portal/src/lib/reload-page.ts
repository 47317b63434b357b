/**
 * Starts the portal again at the current address, so the start-up decides afresh (e.g. whether the maintenance
 * page is shown, ADR 071). One function, so tests can replace it: jsdom cannot reload.
 */
export function reloadPage(): void {
  window.location.reload();
}
