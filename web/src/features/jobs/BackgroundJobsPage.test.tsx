import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationArgsProps } from 'antd';
import { jobsApi, type BackgroundJob } from '@console/contract/jobs/api';
import { setNotifier } from '../../kit/data/notify';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { READ_ONLY_REASON } from '../../kit/permit';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import BackgroundJobsPage, { JOB_RETRIED } from './BackgroundJobsPage';

const job = (id: string, extra: Partial<BackgroundJob> = {}): BackgroundJob => ({
  id,
  kind: 'accounts.rank-sweep',
  kindTitle: 'Rank sweep',
  state: 'completed',
  attempts: 1,
  maxAttempts: 1,
  createdOn: '2026-11-23T10:00:00.000Z',
  startedOn: '2026-11-23T10:00:01.000Z',
  finishedOn: '2026-11-23T10:00:02.500Z',
  runAfter: '2026-11-23T10:00:00.000Z',
  error: null,
  ...extra,
});
const FAILED = '3f1c2a9e-0000-4000-8000-000000000001';
const COMPLETED = '7a2b4c6d-0000-4000-8000-000000000002';
const failed = job(FAILED, {
  kind: 'test.import',
  kindTitle: 'Import',
  state: 'failed',
  attempts: 4,
  maxAttempts: 4,
  error: 'The file is not a CSV',
});
const page = (items: BackgroundJob[]) => ({ items, total: items.length, totalPages: 1, page: 1 });
const KINDS = [
  { name: 'test.import', title: 'Import' },
  { name: 'accounts.rank-sweep', title: 'Rank sweep' },
];

const shown: NotificationArgsProps[] = [];
beforeEach(() => {
  shown.length = 0;
  setNotifier({ error: (args) => shown.push(args) });
});
afterEach(() => setNotifier(undefined));

let server: FakeServer;
const serve = (items: BackgroundJob[] = [failed, job(COMPLETED)]) => {
  server = fakeServer().on(jobsApi.list, page(items)).on(jobsApi.kinds, KINDS);
  return server;
};
const render = (url = '/BackgroundJobs', bootstrap = makeBootstrap()) =>
  renderRoutes([{ path: '/BackgroundJobs', element: <BackgroundJobsPage /> }], { url, bootstrap });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const listQueries = () => server.callsOf(jobsApi.list).map((call) => Object.fromEntries(call.query));

describe('BackgroundJobsPage', () => {
  it('lists the jobs newest first: kind, state, attempts, UTC times and a failed job’s error', async () => {
    serve();
    render();
    expect(await screen.findByRole('heading', { name: 'Background jobs' })).toBeTruthy();
    for (const title of ['Kind', 'State', 'Attempts', 'Error', 'Created', 'Started', 'Finished', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    const failedRow = await rowOf('The file is not a CSV');
    expect(within(failedRow).getByText('Import')).toBeTruthy();
    expect(within(failedRow).getByText('Failed')).toBeTruthy();
    expect(within(failedRow).getByText('4 of 4')).toBeTruthy();
    expect(within(failedRow).getByText('3f1c2a9e')).toBeTruthy();
    const completedRow = await rowOf('Rank sweep');
    expect(within(completedRow).getByText('Completed')).toBeTruthy();
    // Created, started and finished, each date over time of day.
    expect(within(completedRow).getAllByText('11/23/2026')).toHaveLength(3);
    for (const time of ['10:00:00', '10:00:01', '10:00:02']) {
      expect(within(completedRow).getByText(time)).toBeTruthy();
    }
    expect(screen.getByText('2 jobs')).toBeTruthy();
    expect(listQueries()).toEqual([{ page: '1', pageSize: '20' }]);
  });

  it('offers Retry on a failed job only', async () => {
    serve();
    render();
    expect(within(await rowOf('The file is not a CSV')).getByRole('button', { name: /Retry/ })).toBeTruthy();
    expect(within(await rowOf('Rank sweep')).queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('says when a retrying job tries again', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000);
    inAnHour.setUTCSeconds(0, 0);
    serve([job(COMPLETED, { state: 'retrying', runAfter: inAnHour.toISOString(), error: 'Timed out' })]);
    render();
    const row = await rowOf('Timed out');
    expect(within(row).getByText('Waiting to retry')).toBeTruthy();
    const time = `${String(inAnHour.getUTCHours()).padStart(2, '0')}:${String(inAnHour.getUTCMinutes()).padStart(2, '0')}:00`;
    expect(within(row).getByText(new RegExp(`^Next attempt \\d{2}/\\d{2}/\\d{4} ${time}$`))).toBeTruthy();
  });

  it('retries a failed job, says so, and reads the list again', async () => {
    serve().on(jobsApi.retry, job(FAILED, { state: 'retrying', maxAttempts: 5 }));
    render();
    await userEvent.click(
      within(await rowOf('The file is not a CSV')).getByRole('button', { name: /Retry/ }),
    );
    expect(await screen.findByText(JOB_RETRIED)).toBeTruthy();
    expect(server.callsOf(jobsApi.retry).map((call) => call.params)).toEqual([{ id: FAILED }]);
    await waitFor(() => expect(server.callsOf(jobsApi.list)).toHaveLength(2));
  });

  it('tells why a retry was refused', async () => {
    serve().on(jobsApi.retry, reply(409, { code: 'Conflict', message: 'Only a failed job can be retried' }));
    render();
    await userEvent.click(
      within(await rowOf('The file is not a CSV')).getByRole('button', { name: /Retry/ }),
    );
    await waitFor(() =>
      expect(shown.map((args) => args.description ?? args.message)).toContain(
        'Only a failed job can be retried',
      ),
    );
    expect(screen.queryByText(JOB_RETRIED)).toBeNull();
  });

  it('keeps Retry from read-only staff, saying why', async () => {
    serve();
    render(
      '/BackgroundJobs',
      makeBootstrap({ user: { id: 1, name: 'Ray Only', userName: 'ray', readOnly: true } }),
    );
    const row = await rowOf('The file is not a CSV');
    const retry = within(row).getByRole('button', { name: /Retry/, description: READ_ONLY_REASON });
    expect(retry).toHaveProperty('disabled', true);
  });

  it('filters by state and by kind through the address', async () => {
    serve();
    const { router } = render('/BackgroundJobs?page=2');
    await rowOf('Rank sweep');
    const filters = screen.getByRole('region', { name: 'Filters' });

    fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'State filter' }));
    fireEvent.click(await screen.findByTitle('Failed'));
    await waitFor(() => expect(router.state.location.search).toBe('?state=failed'));

    fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'Kind filter' }));
    fireEvent.click(await screen.findByTitle('Import'));
    await waitFor(() => expect(router.state.location.search).toBe('?state=failed&kind=test.import'));
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        state: 'failed',
        kind: 'test.import',
      }),
    );
  });

  it('reads the filters from the address', async () => {
    serve();
    render('/BackgroundJobs?state=queued&kind=accounts.rank-sweep');
    await rowOf('The file is not a CSV');
    expect(listQueries()).toEqual([
      { page: '1', pageSize: '20', state: 'queued', kind: 'accounts.rank-sweep' },
    ]);
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getByText('Queued')).toBeTruthy();
    expect(await within(filters).findByText('Rank sweep')).toBeTruthy();
  });
});
