import { paths, type LanguageId } from '@portal/contracts';
import { html, type SafeHtml } from '../../../lib/html.ts';
import { labelsFor } from '../labels.ts';
import { assetsPath, page } from './layout.ts';

/**
 * The sign-out step of end_session. `form` is oidc-provider's hidden form (id "op.logoutForm", with its CSRF
 * token). When the portal proved who asks (a valid id_token_hint for this session) a small script submits it
 * at once; otherwise the user confirms.
 */
export function signOutPage({
  language,
  form,
  automatic,
  nonce,
}: {
  language: LanguageId;
  form: SafeHtml;
  automatic: boolean;
  /** The response's script nonce (plugins/helmet.ts). */
  nonce: string;
}): string {
  const labels = labelsFor(language);
  return page({
    language,
    title: labels.signOutTitle,
    script: automatic ? { src: `${assetsPath}/sign-out.js`, nonce } : undefined,
    body: html` <h1>${labels.signOutTitle}</h1>
      <p role="status">${automatic ? labels.signOutProgress : labels.signOutQuestion}</p>
      ${form}
      <div class="actions">
        <button type="submit" form="op.logoutForm" name="logout" value="yes" ${automatic ? html`data-auto-submit` : ''}>
          ${labels.signOutSubmit}
        </button>
        ${automatic ? '' : html`<a class="button secondary" href="${paths.dashboard}">${labels.staySignedIn}</a>`}
      </div>`,
  });
}

export function signedOutPage(language: LanguageId): string {
  const labels = labelsFor(language);
  return page({
    language,
    title: labels.signedOutTitle,
    body: html` <h1>${labels.signedOutTitle}</h1>
      <p role="status">${labels.signedOut}</p>
      <p><a class="button" href="${paths.login}">${labels.signInAgain}</a></p>`,
  });
}
