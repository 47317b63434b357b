/* global document, HTMLButtonElement */
// Submits the sign-out form at once when the portal asked for it with a valid ID token (the CSP forbids inline
// scripts, so this file does it). Without JavaScript the visible button does the same.
const button = document.querySelector('[data-auto-submit]');
if (button instanceof HTMLButtonElement && button.form) button.form.requestSubmit(button);
