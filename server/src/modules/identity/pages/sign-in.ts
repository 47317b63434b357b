import { paths, type LanguageId } from '@portal/contracts';
import { html } from '../../../lib/html.ts';
import { labelsFor } from '../labels.ts';
import { page } from './layout.ts';

export interface SignInPageOptions {
  uid: string;
  language: LanguageId;
  username?: string;
  error?: string;
}

export function interactionPath(uid: string): string {
  return `/oidc/interaction/${encodeURIComponent(uid)}`;
}

export function signInPage({ uid, language, username = '', error }: SignInPageOptions): string {
  const labels = labelsFor(language);
  const base = interactionPath(uid);
  const invalid = error ? 'true' : 'false';
  const describedBy = error ? 'sign-in-error' : undefined;
  return page({
    language,
    title: labels.signInTitle,
    languageHref: (other) => `${base}?lang=${other}`,
    body: html` <h1>${labels.signInTitle}</h1>
      <p class="muted">${labels.signInIntro}</p>
      <form method="post" action="${base}/login" novalidate>
        <div id="sign-in-error" class="alert" role="alert">${error}</div>
        <input type="hidden" name="lang" value="${language}" />
        <div class="field">
          <label for="username">${labels.username}</label>
          <input
            id="username"
            name="username"
            type="text"
            inputmode="email"
            autocomplete="username"
            autocapitalize="none"
            spellcheck="false"
            required
            value="${username}"
            aria-invalid="${invalid}"
            ${describedBy ? html`aria-describedby="${describedBy}"` : ''}
            ${username ? '' : html`autofocus`}
          />
        </div>
        <div class="field">
          <label for="password">${labels.password}</label>
          <input
            id="password"
            name="password"
            type="password"
            autocomplete="current-password"
            required
            aria-invalid="${invalid}"
            ${describedBy ? html`aria-describedby="${describedBy}"` : ''}
            ${username ? html`autofocus` : ''}
          />
        </div>
        <button type="submit">${labels.signInSubmit}</button>
      </form>
      <p class="links">
        <a href="${paths.forgotPassword}?lang=${language}">${labels.forgotPassword}</a>
        <a href="${base}/abort">${labels.cancel}</a>
      </p>`,
  });
}
