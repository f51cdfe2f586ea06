import type { EnvironmentId } from '@console/contract/constants';
import { sessionApi } from '@console/contract/session/api';
import { escapeHtml } from '../../lib/html.ts';
import { renderAuthPage } from './auth-page.ts';
import { signInPageUrl } from './return-url.ts';

export interface SecondFactorPageInput {
  environmentId: EnvironmentId;
  token: string;
  returnUrl: string;
  error?: string;
}

/**
 * The code page of a sign-in whose password was right: the authenticator's 6 digits or a recovery
 * code, as the sign-in page looks (auth-page.ts), with a way back to sign in as someone else.
 */
export function renderSecondFactorPage(input: SecondFactorPageInput): string {
  const signIn = signInPageUrl(input.returnUrl);
  return renderAuthPage({
    ...input,
    title: 'Two-step sign-in',
    subtitle: 'Two-step sign-in',
    action: sessionApi.secondFactorSignIn.path,
    fields: `<label for="code">Code</label>
    <input id="code" name="code" type="text" autocomplete="one-time-code" autocapitalize="none" spellcheck="false" maxlength="32" required autofocus aria-describedby="code-hint">
    <p class="hint" id="code-hint">The 6-digit code your authenticator app shows, or one of your recovery codes.</p>
    <button type="submit">Verify</button>`,
    after: `<p class="after"><a href="${escapeHtml(signIn)}">Sign in as someone else</a></p>`,
  });
}
