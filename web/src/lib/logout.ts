import { ANTI_FORGERY_FIELD, ANTI_FORGERY_META } from '@console/contract/constants';
import type { RedirectResponse } from '@console/contract/session';
import { api } from '../api/client';

/** Ends the session the way the spec says: a form post with the token field, then go where told. */
export async function logOff(): Promise<void> {
  const token =
    document.head.querySelector<HTMLMetaElement>(`meta[name="${ANTI_FORGERY_META}"]`)?.content ?? '';
  const { redirectUrl } = await api.post<RedirectResponse>(
    '/Authorize/LogOff',
    new URLSearchParams({ [ANTI_FORGERY_FIELD]: token }),
  );
  window.location.assign(redirectUrl);
}
