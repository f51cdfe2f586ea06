import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { integrationsApi, type SyncState } from '@console/contract/integrations/api';
import { realPageApi, type SiteSubscription } from '@console/contract/integrations/realpage';
import { fakeServer, type FakeServer } from '../../testing/fakeServer';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import RealPageSettingsPage from './RealPageSettingsPage';

const GUID = '95a1e800-3631-47d4-8835-9f10d6fb8fe5';
const NO_SYNC: SyncState = { jobId: null, state: null, kind: null, progress: null, error: null, last: null };
const site = (siteId: string, siteName: string): SiteSubscription => ({
  siteId,
  siteName,
  pmcId: 'PMC1',
  subscriptionStatusId: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

let server: FakeServer;
beforeEach(() => {
  server = fakeServer()
    .on(integrationsApi.list, {
      items: [
        {
          id: 7,
          system: 'realPage',
          locationGuid: GUID,
          locationName: 'Front Desk',
          customerId: 5,
          customerName: 'Harbor Flats',
          partnerLocationId: 'S1',
          enabled: true,
          lastSyncAt: null,
          lastSyncOutcome: null,
        },
      ],
      total: 1,
      totalPages: 1,
      page: 1,
    })
    .on(realPageApi.customerSettings, { pmcId: 'PMC1' })
    .on(realPageApi.pmcIds, [{ pmcId: 'PMC1', name: 'Harbor Management' }]);
});

describe('RealPageSettingsPage', () => {
  it('queues a sites sync, follows its job, and reads the subscriptions again when it ends', async () => {
    let subscriptions = [site('S1', 'Harbor View')];
    let state: SyncState = NO_SYNC;
    server
      .on(realPageApi.subscriptions, () => subscriptions)
      .on(integrationsApi.syncState, () => state)
      .on(realPageApi.syncSites, () => {
        state = { ...NO_SYNC, jobId: 'job-1', state: 'running', kind: 'sites' };
        return state;
      });
    renderPage();
    const card = (await screen.findByText('Harbor View (S1)', {}, { timeout: 5000 })).closest('.ant-card');
    if (!(card instanceof HTMLElement)) throw new Error('the subscriptions card is not drawn');
    fireEvent.click(within(card).getByRole('button', { name: /Sync sites/ }));
    expect(await within(card).findByText('Running')).toBeTruthy();
    expect(
      within(card)
        .getByRole('button', { name: /Sync sites/ })
        .hasAttribute('disabled'),
    ).toBe(true);

    // The job ends: the page's next look at the state finds the summary, and the list is read again.
    subscriptions = [site('S1', 'Harbor View'), site('S2', 'Bay Terrace')];
    state = {
      ...NO_SYNC,
      jobId: 'job-1',
      state: 'completed',
      kind: 'sites',
      last: {
        kind: 'sites',
        outcome: 'synced',
        created: 1,
        updated: 1,
        failed: 0,
        failures: [],
        error: null,
        finishedAt: '2026-11-24T03:00:00.000Z',
      },
    };
    expect(await within(card).findByText('Bay Terrace (S2)', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(card).getByLabelText('Last sync')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(card)
          .getByRole('button', { name: /Sync sites/ })
          .hasAttribute('disabled'),
      ).toBe(false),
    );
    expect(server.callsOf(realPageApi.syncSites)).toHaveLength(1);
  });
});

const renderPage = () =>
  renderRoutes([{ path: '/Dashboard/IntegrationsSettings/RealPage', element: <RealPageSettingsPage /> }], {
    url: `/Dashboard/IntegrationsSettings/RealPage?location=${GUID}`,
    bootstrap: makeBootstrap({ modules: [{ id: 1, name: 'Veriscan', moduleFeatures: [] }] }),
  });
