import { paths, type LanguageId } from '@portal/contracts';
import { html } from '../../../lib/html.ts';
import { labelsFor } from '../labels.ts';
import { page } from './layout.ts';

export const resetPasswordPath = '/idp/reset-password';

export function resetPasswordLink(token: string, language: LanguageId): string {
  return `${resetPasswordPath}?token=${encodeURIComponent(token)}&lang=${language}`;
}

/** The form for a valid link; `error` is the reason the last attempt was refused. */
export function resetPasswordPage({
  token,
  language,
  error,
}: {
  token: string;
  language: LanguageId;
  error?: string;
}): string {
  const labels = labelsFor(language);
  const invalid = error ? 'true' : 'false';
  const describedBy = error ? 'reset-error reset-rules' : 'reset-rules';
  return page({
    language,
    title: labels.resetTitle,
    languageHref: (other) => resetPasswordLink(token, other),
    body: html` <h1>${labels.resetTitle}</h1>
      <p id="reset-rules" class="muted">${labels.resetIntro}</p>
      <form method="post" action="${resetPasswordPath}" novalidate>
        <div id="reset-error" class="alert" role="alert">${error}</div>
        <input type="hidden" name="token" value="${token}" />
        <input type="hidden" name="lang" value="${language}" />
        <div class="field">
          <label for="password">${labels.newPassword}</label>
          <input
            id="password"
            name="password"
            type="password"
            autocomplete="new-password"
            required
            minlength="10"
            aria-invalid="${invalid}"
            aria-describedby="${describedBy}"
            ${error ? '' : html`autofocus`}
          />
        </div>
        <div class="field">
          <label for="confirmation">${labels.confirmPassword}</label>
          <input
            id="confirmation"
            name="confirmation"
            type="password"
            autocomplete="new-password"
            required
            aria-invalid="${invalid}"
            aria-describedby="${describedBy}"
          />
        </div>
        <button type="submit">${labels.resetSubmit}</button>
      </form>
      <p class="links"><a href="${paths.login}">${labels.backToSignIn}</a></p>`,
  });
}

/** An unknown, expired or used link: say so and offer a new one. */
export function resetLinkInvalidPage(language: LanguageId): string {
  const labels = labelsFor(language);
  return page({
    language,
    title: labels.resetTitle,
    body: html` <h1>${labels.resetTitle}</h1>
      <p class="alert" role="alert">${labels.resetInvalidLink}</p>
      <p><a class="button" href="${paths.forgotPassword}?lang=${language}">${labels.requestNewLink}</a></p>`,
  });
}

export function resetDonePage(language: LanguageId): string {
  const labels = labelsFor(language);
  return page({
    language,
    title: labels.resetSuccessTitle,
    body: html` <h1>${labels.resetSuccessTitle}</h1>
      <p class="success" role="status">${labels.resetSuccess}</p>
      <p><a class="button" href="${paths.login}">${labels.goToSignIn}</a></p>`,
  });
}
