import type { ReactNode } from 'react';
import { Button, type TableColumnType } from 'antd';
import { Link } from 'react-router';
import type { RequestStatus } from '@console/contract/activity/api';
import type { ListReturn } from '../../list/listReturn';
import { RelativeTime } from '../../widgets/RelativeTime';
import { formatDateTime } from '../../../lib/formats';
import { RequestStatusTag, type RequestStatusWords } from './RequestStatusTag';

/** Options every column takes: the width, where a list wants one other than the table's own. */
interface Sized {
  width?: number;
}

/**
 * How a request's cell opens it: a link to its page (`to`, with the list to return to as its
 * `state`), or a handler (`onOpen`: screening opens a drawer); neither, plain text.
 */
interface Opens {
  to?: (id: number) => string;
  state?: ListReturn;
  onOpen?: (id: number) => void;
}

const opened = ({ to, state, onOpen }: Opens, id: number, text: ReactNode) =>
  to ? (
    <Link to={to(id)} state={state}>
      {text}
    </Link>
  ) : onOpen ? (
    <Button type="link" size="small" onClick={() => onOpen(id)}>
      {text}
    </Button>
  ) : (
    text
  );

/**
 * The columns every family's list of requests shares (the product activity store's fields), so a
 * family's list reads as a declaration of which it shows and in what order: `[requestColumns.id({to:
 * requestPath, state}), requestColumns.started(), requestColumns.status()…]`. Each column is keyed by
 * its field and has no title: ListPage takes the caption the list's call gives that field, and makes it
 * sortable where the call sorts on it.
 */
export const requestColumns = {
  /** The request's id, opening the request when told how. */
  id: <Item extends { id: number }>({
    width = 100,
    ...opens
  }: Sized & Opens = {}): TableColumnType<Item> => ({
    key: 'id',
    dataIndex: 'id',
    width,
    render: (id: number) => opened(opens, id, id),
  }),

  /**
   * When the request started: the date and time, or as staff read a recent one ('3 hours ago', a
   * queue); it opens the request when told how (a list without an id column).
   */
  started: <Item extends { id: number; startedAt: string }>({
    width,
    relative = false,
    ...opens
  }: Sized & Opens & { relative?: boolean } = {}): TableColumnType<Item> => ({
    key: 'startedAt',
    dataIndex: 'startedAt',
    width,
    render: (value: string, request) =>
      relative ? <RelativeTime value={value} none="—" /> : opened(opens, request.id, formatDateTime(value)),
  }),

  /** The account that sent the request, by name. */
  account: <Item extends { accountName: string }>(): TableColumnType<Item> => ({
    key: 'accountName',
    dataIndex: 'accountName',
  }),

  /** The request's status as the kit's tag, in the family's words. */
  status: <Item extends { status: RequestStatus }>({
    words,
    width,
  }: Sized & { words?: RequestStatusWords } = {}): TableColumnType<Item> => ({
    key: 'status',
    dataIndex: 'status',
    width,
    render: (status: RequestStatus) => <RequestStatusTag status={status} words={words} />,
  }),

  /**
   * The document the request read, by its title (DIVE's document types, passed in: the kit does not
   * know a family's contract); a type without a title as it came, none as a dash.
   */
  documentType: <Item extends { documentType: string | null }>(
    titles: Readonly<Record<string, string>>,
  ): TableColumnType<Item> => ({
    key: 'documentType',
    dataIndex: 'documentType',
    render: (value: string | null) => (value ? (titles[value] ?? value) : '—'),
  }),

  /** The product's own id of the request (External ID, or Reference). */
  reference: <Item extends { externalId: string }>(): TableColumnType<Item> => ({
    key: 'externalId',
    dataIndex: 'externalId',
  }),

  /** Why the request failed or went to review; `none` for one without a reason, else a blank cell. */
  reason: <Item extends { failureReason: string | null }>(none?: string): TableColumnType<Item> => ({
    key: 'failureReason',
    dataIndex: 'failureReason',
    ...(none !== undefined && { render: (value: string | null) => value ?? none }),
  }),
};
