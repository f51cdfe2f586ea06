import type { Page } from '@playwright/test';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_META } from '@console/contract/constants';
import { MRI_CALLBACK_PATH } from '@console/contract/integrations/api';
import { vsOnlineApi } from '@console/contract/vsonline/api';
import { startPartnerServer, type PartnerServer } from '../../server/src/kit/partners/partner-server.ts';
import { startOidcProvider, type TestOidcProvider } from '../../server/src/testing/oidc-provider.ts';
import { expect, signIn, test } from '../fixtures';

// MRI's authorization (issue 17): a location connected to MRI is authorized through the OpenID
// Connect flow against a real provider this spec starts on loopback (oidc-provider): the console
// sends the browser there, the user signs in and allows, the provider sends it back to
// /oidc-mri-callback, and the tokens obtained then open MRI's API (a fake partner checking the bearer).

const CLIENT_ID = 'e2e-mri-client';
let provider: TestOidcProvider;
let mri: PartnerServer;

test.beforeAll(async ({ consoleURL }) => {
  provider = await startOidcProvider({
    clientId: CLIENT_ID,
    redirectUris: [`${consoleURL}${MRI_CALLBACK_PATH}`],
  });
  mri = await startPartnerServer();
  mri.collection('/properties', {
    idField: 'propertyId',
    paging: { style: 'page', page: 'page', size: 'pageSize', items: 'items', totalPages: 'totalPages' },
    records: [{ propertyId: 'HARBOR', propertyName: 'Harbor View', addressLine1: '9 Harbor Rd' }],
  });
  mri.requireAuth((headers) => /^Bearer .{20,}$/.test(headers.authorization ?? ''));
});
test.afterAll(async () => {
  await provider.close();
  await mri.close();
});

/**
 * The newest location of the online customers that has no MRI integration yet, its customer given
 * the provider's client id through the call the customer's settings make.
 */
async function locationForMri(page: Page): Promise<{ guid: string; name: string }> {
  const answer = await page.evaluate(
    async ({ paths, clientId, tokenMeta, tokenHeader }) => {
      const list = (await (await fetch(`${paths.locations}?sortField=id&order=desc&pageSize=50`)).json()) as {
        items: { guid: string; name: string; customerId: number }[];
      };
      for (const item of list.items) {
        const mri = await fetch(`/api/Integrations/Mri/${item.guid}`);
        const integration = (await mri.json()) as { configured?: boolean };
        if (!mri.ok || integration.configured) continue;
        const token = document.querySelector<HTMLMetaElement>(`meta[name="${tokenMeta}"]`)?.content ?? '';
        const set = await fetch(paths.clientId.replace('{id}', String(item.customerId)), {
          method: 'PUT',
          headers: { 'content-type': 'application/json', [tokenHeader]: token },
          body: JSON.stringify({ mriClientId: clientId }),
        });
        if (!set.ok) return { error: await set.text() };
        return { guid: item.guid, name: item.name };
      }
      return { error: 'no location without an MRI integration' };
    },
    {
      paths: { locations: vsOnlineApi.locations.path, clientId: vsOnlineApi.updateMriClientId.path },
      clientId: CLIENT_ID,
      tokenMeta: ANTI_FORGERY_META,
      tokenHeader: ANTI_FORGERY_HEADER,
    },
  );
  if ('error' in answer) throw new Error(`choosing a location failed: ${answer.error}`);
  return answer;
}

test('connect a location to MRI, authorize it at the OIDC provider, and test the connection with the token', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const location = await locationForMri(page);
  await page.goto(`/Integrations/mri/${location.guid}`);
  const settings = page.getByRole('form', { name: 'MRI settings' });
  await settings.getByLabel('Base URL').fill(mri.url);
  await settings.getByLabel('MRI location ID').fill('HARBOR');
  await settings.getByLabel('Authorization Server URL').fill(provider.issuer);
  await settings.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('The location is connected to MRI')).toBeVisible();

  const authorization = page.getByLabel('MRI authorization');
  await expect(authorization.getByText('Not authorized')).toBeVisible();
  await expect(authorization.getByText(CLIENT_ID)).toBeVisible();
  await authorization.getByRole('button', { name: 'Authorize with MRI' }).click();

  // At the provider: sign in, then allow.
  await expect(page.getByRole('heading', { name: 'MRI test sign-in' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(provider.issuer);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'MRI test consent' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back through /oidc-mri-callback to the location's MRI page.
  await expect(page.getByText('MRI authorized the console for this location')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/Integrations/mri/${location.guid}$`));
  await expect(authorization.getByText('Authorized', { exact: true })).toBeVisible();
  await expect(authorization.getByText(provider.subject)).toBeVisible();

  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected to MRI: Harbor View' })).toBeVisible();

  // Coming back to the callback with the used state is refused, in words.
  await page.goBack();
  await page.goto(`${MRI_CALLBACK_PATH}?code=used&state=used-state-000000000000`);
  await expect(page.getByText('The MRI authorization failed')).toBeVisible();
  await expect(page.getByText(/unknown, expired or already used/).first()).toBeVisible();
});
