import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Table } from 'antd';
import type { RequestStatus } from '@console/contract/activity/api';
import { renderRoutes } from '../../../testing/render';
import { requestColumns } from './requestColumns';
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
