import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Table } from 'antd';
import type { RequestStatus } from '@console/contract/activity/api';
import { renderRoutes } from '../../../testing/render';
import { requestColumns } from './requestColumns';
import { Facts, requestFacts, type RequestFactsOf } from './requestFacts';
import { RequestPage } from './RequestPage';
import { requestStatusChoices, RequestStatusTag } from './RequestStatusTag';

const STATUSES: RequestStatus[] = ['success', 'review', 'failed'];
const FACES_WORDS = { success: 'Accepted', review: 'Review', failed: 'Rejected' } as const;

const renderAt = (element: ReactNode, url = '/') => renderRoutes([{ path: '/', element }], { url });

const tags = () =>
  screen.getAllByText(/./, { selector: '[data-tone]' }).map((tag) => [tag.textContent, tag.dataset.tone]);

describe('RequestStatusTag', () => {
  it('says a status in the console’s words, each result in its own tone', () => {
    renderAt(STATUSES.map((status) => <RequestStatusTag key={status} status={status} />));
    expect(tags()).toEqual([
      ['Success', 'success'],
      ['Review', 'warning'],
      ['Failed', 'error'],
    ]);
  });

  it('says it in a family’s own words, or the sentence a page gives, in the same tones', () => {
    renderAt(
      <>
        {STATUSES.map((status) => (
          <RequestStatusTag key={status} status={status} words={FACES_WORDS} />
        ))}
        <RequestStatusTag status="failed" words={FACES_WORDS} label="Rejected: the faces do not match" />
      </>,
    );
    expect(tags()).toEqual([
      ['Accepted', 'success'],
      ['Review', 'warning'],
      ['Rejected', 'error'],
      ['Rejected: the faces do not match', 'error'],
    ]);
  });

  it('offers a status filter’s choices in the tags’ words and in their order', () => {
    expect(requestStatusChoices()).toEqual([
      { value: 'success', label: 'Success' },
      { value: 'failed', label: 'Failed' },
      { value: 'review', label: 'Review' },
    ]);
    expect(requestStatusChoices(FACES_WORDS).map((choice) => choice.label)).toEqual([
      'Accepted',
      'Review',
      'Rejected',
    ]);
  });
});

describe('RequestPage', () => {
  const View = ({ id }: { id: number }) => <p>Request view {id}</p>;
  const renderPage = (url: string) =>
    renderRoutes(
      [
        {
          path: '/Requests/:id',
          element: (
            <RequestPage
              list={{ path: '/Requests', backLabel: 'Back to requests' }}
              notFound="Request not found"
              view={View}
            />
          ),
        },
      ],
      { url },
    );

  it.each([
    '/Requests/abc',
    '/Requests/0',
    '/Requests/-3',
    '/Requests/1.5',
    '/Requests/99999999999999999999',
  ])('answers %s, an id no request can have, as not found without showing the view', async (url) => {
    renderPage(url);
    expect(await screen.findByText('Request not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to requests/ }).getAttribute('href')).toBe('/Requests');
    expect(screen.queryByText(/Request view/)).toBeNull();
  });

  it('shows the family’s view of a request id', async () => {
    renderPage('/Requests/12');
    expect(await screen.findByText('Request view 12')).toBeTruthy();
  });
});

const REQUEST: RequestFactsOf = {
  status: 'failed',
  failureReason: null,
  externalId: 'kiosk-42',
  startedAt: '2026-11-01T10:00:00Z',
  completedAt: null,
};

const labels = () =>
  [...document.querySelectorAll('.ant-descriptions-item-label')].map((label) => label.textContent);

describe('requestFacts', () => {
  it('gives the rows every request has, leaving the reason out when there is none', () => {
    const facts = requestFacts(REQUEST, { account: { name: 'Aspen Lofts', to: '/Accounts/3' } });
    renderAt(<Facts rows={[facts.status, facts.reason, facts.account, facts.reference, facts.completed]} />);
    expect(labels()).toEqual(['Status', 'Account', 'External ID', 'Completed']);
    expect(screen.getByText('Failed').dataset.tone).toBe('error');
    expect(screen.getByRole('link', { name: 'Aspen Lofts' }).getAttribute('href')).toBe('/Accounts/3');
    expect(screen.getByText('—')).toBeTruthy();
  });

  it('names the rows and says the status as a family asks', () => {
    const facts = requestFacts(
      { ...REQUEST, failureReason: 'Faces differ' },
      {
        account: 'Aspen Lofts (3)',
        statusLabel: 'Decision',
        statusWords: FACES_WORDS,
        referenceLabel: 'Reference',
        none: 'Empty',
      },
    );
    renderAt(<Facts rows={[facts.status, facts.reason, facts.account, facts.reference, facts.completed]} />);
    expect(labels()).toEqual(['Decision', 'Reason', 'Account', 'Reference', 'Completed']);
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Faces differ')).toBeTruthy();
    expect(screen.getByText('Aspen Lofts (3)')).toBeTruthy();
    expect(screen.getByText('Empty')).toBeTruthy();
  });
});

describe('requestColumns', () => {
  type Row = { id: number; startedAt: string; status: RequestStatus; failureReason: string | null };
  const rows: Row[] = [{ id: 7, startedAt: '2026-11-01T10:00:00Z', status: 'review', failureReason: null }];

  it('opens a request by a link to its page, or by a handler', () => {
    const onOpen = vi.fn();
    renderAt(
      <>
        <Table<Row>
          rowKey="id"
          dataSource={rows}
          pagination={false}
          columns={[
            requestColumns.id({ to: (id) => `/Requests/${id}` }),
            requestColumns.status({ words: FACES_WORDS }),
          ]}
        />
        <Table<Row>
          rowKey="id"
          dataSource={rows}
          pagination={false}
          columns={[requestColumns.id({ onOpen })]}
        />
      </>,
    );
    expect(screen.getByRole('link', { name: '7' }).getAttribute('href')).toBe('/Requests/7');
    expect(screen.getByText('Review').dataset.tone).toBe('warning');
    fireEvent.click(screen.getByRole('button', { name: '7' }));
    expect(onOpen).toHaveBeenCalledWith(7);
  });
});
