import { BRANDINGS } from '@console/contract/branding';
import {
  ANTI_FORGERY_FIELD,
  ANTI_FORGERY_META,
  CONSOLE_VERSION,
  type EnvironmentId,
} from '@console/contract/constants';
import { escapeHtml } from '../../lib/html.ts';

/** A sign-in step's page: its form posts here with the anti-forgery token and the return URL. */
export interface AuthPageInput {
  environmentId: EnvironmentId;
  token: string;
  returnUrl: string;
  /** The window's title, before the console's name. */
  title: string;
  /** The line under the console's name. */
  subtitle: string;
  /** Where the form posts. */
  action: string;
  /** The form's own fields and button (HTML, escaped by the caller), after the hidden ones. */
  fields: string;
  /** What follows the form (HTML), such as a way back. */
  after?: string;
  error?: string;
}

/**
 * The sign-in steps' pages (the password, the second factor): plain HTML that works without script
 * (a form post), in the console's branding, light or dark as the system prefers (the console's
 * stored choice lives in the browser's storage, which a page without script cannot read). Styles
 * are inline (allowed by the policy); no script runs at all.
 */
export function renderAuthPage(input: AuthPageInput): string {
  const brand = BRANDINGS[input.environmentId];
  const error = input.error ? `<div class="error" role="alert">${escapeHtml(input.error)}</div>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="${ANTI_FORGERY_META}" content="${escapeHtml(input.token)}">
<title>${escapeHtml(input.title)} · ${escapeHtml(brand.name)}</title>
<link rel="icon" href="${brand.logo}">
<style>
  :root { --brand: ${brand.primaryColor}; --deep: ${brand.siderColor}; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
    color: #1f2937; background: linear-gradient(160deg, var(--deep) 0%, #111827 100%); }
  main { width: 100%; max-width: 380px; background: #fff; border-radius: 12px; padding: 36px 32px 28px;
    box-shadow: 0 20px 50px rgba(0,0,0,.35); }
  header { display: flex; align-items: center; gap: 12px; margin-bottom: 28px; }
  header img { width: 40px; height: 40px; }
  header h1 { font-size: 18px; margin: 0; }
  header p, .hint, .after { margin: 0; color: #6b7280; font-size: 13px; }
  .hint { margin-top: 6px; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input[type=text], input[type=password] { width: 100%; padding: 9px 12px; font-size: 14px; border: 1px solid #d1d5db;
    border-radius: 6px; outline: none; transition: border-color .15s, box-shadow .15s; }
  input:focus { border-color: var(--brand); box-shadow: 0 0 0 3px color-mix(in srgb, var(--brand) 20%, transparent); }
  button { width: 100%; margin-top: 24px; padding: 10px; font-size: 15px; font-weight: 600; color: #fff; border: 0;
    border-radius: 6px; background: var(--brand); cursor: pointer; }
  button:hover { filter: brightness(1.08); }
  .error { margin-top: 4px; padding: 10px 12px; border-radius: 6px; background: #fef2f2; color: #b91c1c;
    border: 1px solid #fecaca; }
  .after { margin-top: 16px; text-align: center; }
  .after a { color: var(--brand); }
  footer { margin-top: 24px; text-align: center; color: #6b7280; font-size: 12px; }
  @media (prefers-color-scheme: dark) {
    :root { color-scheme: dark; --brand-text: ${brand.darkTextColor}; }
    body { color: #e5e7eb; background: linear-gradient(160deg, var(--deep) 0%, #030712 100%); }
    main { background: #1f1f1f; box-shadow: 0 20px 50px rgba(0,0,0,.6); }
    header p, .hint, .after, footer { color: #9ca3af; }
    .after a { color: var(--brand-text); }
    input[type=text], input[type=password] { background: #141414; color: #e5e7eb; border-color: #4b5563; }
    input:focus { border-color: var(--brand-text); }
    .error { background: #2c1618; color: #fca5a5; border-color: #7f1d1d; }
  }
</style>
</head>
<body>
<main>
  <header>
    <img src="${brand.logo}" alt="">
    <div><h1>${escapeHtml(brand.name)}</h1><p>${escapeHtml(input.subtitle)}</p></div>
  </header>
  ${error}
  <form method="post" action="${escapeHtml(input.action)}" autocomplete="on">
    <input type="hidden" name="${ANTI_FORGERY_FIELD}" value="${escapeHtml(input.token)}">
    <input type="hidden" name="ReturnUrl" value="${escapeHtml(input.returnUrl)}">
    ${input.fields}
  </form>
  ${input.after ?? ''}
  <footer>&copy; ${new Date().getFullYear()} ${escapeHtml(brand.name)} · ${CONSOLE_VERSION}</footer>
</main>
</body>
</html>`;
}
