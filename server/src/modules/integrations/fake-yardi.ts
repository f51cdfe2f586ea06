import { startPartnerServer, type PartnerServer, type Paging } from '../../kit/partners/partner-server.ts';

/**
 * A fake Yardi for the API tests and the browser journey: HTTP Basic with the given user, its
 * properties, and each property's units, paged as Yardi's adapter (adapters/yardi.ts) is agreed to
 * read them.
 */
export const YARDI_PAGING: Paging = {
  style: 'page',
  page: 'pageNumber',
  size: 'pageSize',
  items: 'results',
  totalPages: 'pageCount',
};

export interface FakeYardi extends PartnerServer {
  /** Serves the units of one property. */
  units(propertyCode: string, records: Record<string, unknown>[]): void;
}

export async function startFakeYardi(
  user: { username: string; password: string },
  properties: { propertyCode: string; propertyName: string; addressLine1: string }[],
): Promise<FakeYardi> {
  const partner = await startPartnerServer();
  const authorization = `Basic ${Buffer.from(`${user.username}:${user.password}`).toString('base64')}`;
  partner.requireAuth((headers) => headers.authorization === authorization);
  partner.collection('/properties', { idField: 'propertyCode', paging: YARDI_PAGING, records: properties });
  return Object.assign(partner, {
    units: (propertyCode: string, records: Record<string, unknown>[]) =>
      void partner.collection(`/properties/${propertyCode}/units`, {
        idField: 'unitCode',
        paging: YARDI_PAGING,
        records,
      }),
  });
}
