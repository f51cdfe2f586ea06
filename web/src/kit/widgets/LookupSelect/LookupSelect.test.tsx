import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lookupsApi } from '@console/contract/lookups/api';
import { LookupHandlerType, type LookupDataSource } from '@console/contract/metadata';
import { fakeServer } from '../../../testing/fakeServer';
import { LookupSelect, type LookupSelectProps } from './LookupSelect';

const TOTAL = 350;
const names = Array.from({ length: TOTAL }, (_, index) => ({ id: index + 1, name: `Admin ${index + 1}` }));

/** The admin lookup answering pages of `pageSize` of 350 admins, filtered by textFilter. */
function stubLookupServer() {
  const server = fakeServer().on(lookupsApi.adminUsers, ({ query }) => {
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? TOTAL);
    const filter = query.get('textFilter') ?? '';
    const matching = names.filter((item) => item.name.includes(filter));
    const items = matching.slice((page - 1) * pageSize, page * pageSize);
    const selectedIds = query.getAll('selectedId').map(Number);
    const selected = names.filter((item) => selectedIds.includes(item.id) && !items.includes(item));
    items.unshift(...selected);
    return { data: { items, page, totalPages: Math.ceil(matching.length / pageSize) } };
  });
  /** The query of each request made, as 'key=value&…'. */
  return () => server.calls.map((call) => call.query.toString());
}

const source = (overrides: Partial<LookupDataSource> = {}): LookupDataSource => ({
  path: lookupsApi.adminUsers.path,
  handlerType: LookupHandlerType.Paging,
  lookupKey: 'id',
  lookupCaption: 'name',
  multiselect: false,
  ...overrides,
});

function renderLookup(props: Partial<LookupSelectProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (ui: ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
  return render(wrap(<LookupSelect aria-label="Assigned To" dataSource={source()} {...props} />));
}

const combobox = () => screen.getByRole('combobox', { name: 'Assigned To' });
function listHolder(): HTMLElement {
  const holder = document.querySelector<HTMLElement>('.ant-select-dropdown-list-holder');
  if (!holder) throw new Error('The list is not open');
  return holder;
}

/** Scrolls the open list to `scrollTop` of a list 32px per option (antd's row) high and 256px tall. */
function scrollList(scrollTop: number, optionCount: number) {
  const holder = listHolder();
  Object.defineProperty(holder, 'scrollHeight', { configurable: true, value: optionCount * 32 });
  Object.defineProperty(holder, 'clientHeight', { configurable: true, value: 256 });
  holder.scrollTop = scrollTop;
  fireEvent.scroll(holder);
}

describe('LookupSelect paging (Paging handler)', () => {
  it('asks for pages of 100 with currentAccountId, the next page near the bottom', async () => {
    const requests = stubLookupServer();
    renderLookup({ currentAccountId: 7 });
    expect(requests()).toEqual([]);
    await userEvent.click(combobox());
    await screen.findByText('Admin 1');
    expect(requests()).toEqual(['page=1&pageSize=100&currentAccountId=7']);

    scrollList(100 * 32 - 256 - 150, 100);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests()).toHaveLength(1);

    scrollList(100 * 32 - 256 - 100, 100);
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]).toBe('page=2&pageSize=100&currentAccountId=7');
  });

  it('keeps a window of three pages: moving down drops the first, moving up brings it back', async () => {
    const requests = stubLookupServer();
    renderLookup();
    await userEvent.click(combobox());
    await screen.findByText('Admin 1');
    const pagesAsked = () => requests().map((query) => new URLSearchParams(query).get('page'));

    scrollList(100 * 32 - 300, 100);
    await waitFor(() => expect(pagesAsked()).toEqual(['1', '2']));
    scrollList(200 * 32 - 300, 200);
    await waitFor(() => expect(pagesAsked()).toEqual(['1', '2', '3']));
    // Page 4 (50 rows) joins and page 1 leaves: the list scrolls up by the 100 rows removed above.
    scrollList(300 * 32 - 300, 300);
    await waitFor(() => expect(pagesAsked()).toEqual(['1', '2', '3', '4']));
    await waitFor(() => expect(listHolder().scrollTop).toBe(300 * 32 - 300 - 100 * 32));

    // At the bottom of the last page nothing more is asked.
    scrollList(250 * 32 - 256, 250);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(pagesAsked()).toHaveLength(4);

    // Near the top page 1 comes back (and page 4 leaves): the list scrolls down by the 100 rows added.
    scrollList(40, 250);
    await waitFor(() => expect(pagesAsked()).toEqual(['1', '2', '3', '4', '1']));
    await waitFor(() => expect(listHolder().scrollTop).toBe(40 + 100 * 32));
  });

  it('sends the text filter once typing pauses, from page 1', async () => {
    const requests = stubLookupServer();
    renderLookup();
    await userEvent.click(combobox());
    await screen.findByText('Admin 1');
    await userEvent.type(combobox(), 'Admin 12');
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]).toBe('page=1&pageSize=100&textFilter=Admin+12');
    expect(await screen.findByText('Admin 120')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(requests()).toHaveLength(2);
  });

  it('asks for the selected key so its caption shows even when it is on another page', async () => {
    const requests = stubLookupServer();
    renderLookup({ value: 250 });
    expect(await screen.findByText('Admin 250')).toBeTruthy();
    expect(requests()).toEqual(['page=1&pageSize=100&selectedId=250']);
  });

  it('reports the picked key', async () => {
    stubLookupServer();
    const onChange = vi.fn();
    renderLookup({ onChange });
    await userEvent.click(combobox());
    await userEvent.click(await screen.findByTitle('Admin 3'));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('selects several keys when the source is multiselect, asking for each selected key', async () => {
    const requests = stubLookupServer();
    const onChange = vi.fn();
    renderLookup({ dataSource: source({ multiselect: true }), value: [2, 260], onChange });
    expect(await screen.findByText('Admin 260')).toBeTruthy();
    expect(requests()).toEqual(['page=1&pageSize=100&selectedId=2&selectedId=260']);
    await userEvent.click(combobox());
    await userEvent.click(await screen.findByTitle('Admin 5'));
    expect(onChange).toHaveBeenCalledWith([2, 260, 5]);
  });
});

describe('LookupSelect handlers', () => {
  it('loads a Simple lookup once and filters it in the browser', async () => {
    const requests = stubLookupServer();
    renderLookup({ dataSource: source({ handlerType: LookupHandlerType.Simple }), currentAccountId: 7 });
    await userEvent.click(combobox());
    await screen.findByTitle('Admin 1');
    await userEvent.type(combobox(), 'Admin 34');
    expect(await screen.findByTitle('Admin 340')).toBeTruthy();
    expect(screen.queryByTitle('Admin 1')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(requests()).toEqual(['currentAccountId=7']);
  });

  it('pages a Custom lookup through the caller’s loader', async () => {
    const requests = stubLookupServer();
    const loader = vi.fn(async () => ({
      data: { items: [{ id: 'a', name: 'From the caller' }], page: 1, totalPages: 1 },
    }));
    renderLookup({
      dataSource: source({ handlerType: LookupHandlerType.Custom }),
      loader,
      currentAccountId: 7,
    });
    await userEvent.click(combobox());
    expect(await screen.findByTitle('From the caller')).toBeTruthy();
    expect(loader).toHaveBeenCalledWith(
      { page: 1, pageSize: 100, textFilter: '', selectedId: undefined, currentAccountId: 7 },
      expect.any(AbortSignal),
    );
    expect(requests()).toEqual([]);
  });

  it('caches a loader’s pages apart from the plain answer of the same path', async () => {
    stubLookupServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const marked: LookupSelectProps['loader'] = Object.assign(
      async () => ({ data: { items: [{ id: 1, name: 'Admin 1 (current)' }], page: 1, totalPages: 1 } }),
      { cacheKey: 'current-admin:1' },
    );
    const wrap = (ui: ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
    const first = render(
      wrap(<LookupSelect aria-label="Assigned To" dataSource={source()} loader={marked} />),
    );
    await userEvent.click(combobox());
    expect(await screen.findByTitle('Admin 1 (current)')).toBeTruthy();
    first.unmount();

    render(wrap(<LookupSelect aria-label="Assigned To" dataSource={source()} />));
    await userEvent.click(combobox());
    expect(await screen.findByTitle('Admin 1')).toBeTruthy();
    expect(screen.queryByTitle('Admin 1 (current)')).toBeNull();
  });
});
