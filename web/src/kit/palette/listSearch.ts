import type { ArgsOf, Endpoint, ResponseOf } from '@console/contract/kit';
import { callEndpoint } from '../data/call';
import type { PaletteItem } from './types';

/** How many matches a source shows: the palette is for going somewhere, not for browsing. */
export const PALETTE_MATCHES = 10;

/**
 * A palette search through a family's paged list: its text filter under the list's own query name,
 * one short page, each row made an item. Errors are the palette's to show (no notification).
 */
export async function searchList<E extends Endpoint>(
  endpoint: E,
  text: string,
  signal: AbortSignal,
  toItem: (row: ResponseOf<E> extends { items: (infer R)[] } ? R : never) => PaletteItem,
  args: Omit<ArgsOf<E>, 'query'> = {} as Omit<ArgsOf<E>, 'query'>,
): Promise<PaletteItem[]> {
  const names = endpoint.list?.names;
  if (!names) throw new Error(`${endpoint.path} is not a paged list`);
  const query = { [names.textFilter]: text, [names.pageSize]: PALETTE_MATCHES };
  const page = (await callEndpoint(endpoint, { ...args, query } as ArgsOf<E>, {
    signal,
    handleErrors: false,
  })) as unknown as { items: Parameters<typeof toItem>[0][] };
  return page.items.map(toItem);
}
