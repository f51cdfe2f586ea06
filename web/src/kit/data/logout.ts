import { ANTI_FORGERY_FIELD, ANTI_FORGERY_META } from '@console/contract/constants';
import { callEndpoint } from './call';
import { forgetRememberedLists } from '../list/rememberedLists';

/**
 * Ends the session the way the spec says: a form post with the token field, then go where told. The
 * session contract loads here, not with the shell that offers the Logout (a light first load).
 */
export async function logOff(): Promise<void> {
  const { sessionApi } = await import('@console/contract/session/api');
  const token =
    document.head.querySelector<HTMLMetaElement>(`meta[name="${ANTI_FORGERY_META}"]`)?.content ?? '';
  const { redirectUrl } = await callEndpoint(
    sessionApi.logOff,
    { body: { [ANTI_FORGERY_FIELD]: token } },
    { asForm: true },
  );
  forgetRememberedLists();
  window.location.assign(redirectUrl);
}
