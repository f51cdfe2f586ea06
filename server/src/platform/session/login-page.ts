import type { EnvironmentId } from '@console/contract/constants';
import { sessionApi } from '@console/contract/session/api';
import { escapeHtml } from '../../lib/html.ts';
import { renderAuthPage } from './auth-page.ts';

export interface LoginPageInput {
  environmentId: EnvironmentId;
  token: string;
  returnUrl: string;
  userName?: string;
  error?: string;
}

/** The sign-in page: the login and the password (auth-page.ts draws the page around them). */
export function renderLoginPage(input: LoginPageInput): string {
  return renderAuthPage({
    ...input,
    title: 'Sign in',
    subtitle: 'Staff sign-in',
    action: sessionApi.login.path,
    fields: `<label for="userName">Login</label>
    <input id="userName" name="userName" type="text" autocomplete="username" required autofocus value="${escapeHtml(input.userName ?? '')}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">Sign in</button>`,
  });
}
