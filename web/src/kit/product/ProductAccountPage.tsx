import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Tag } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { Endpoint } from '@console/contract/kit';
import { useNamedRoutes } from '../namedRoutes';
import { DetailPage, DetailRoute, type DetailPageProps, type DetailTab } from '../DetailPage';
import { TokensPanel, type TokenEndpoints } from './TokensPanel';

/**
 * The page of one account as a product family shows it (/Faces/User/{id}, /DIVE/Account/{id},
 * /DVSOnline/User/{id}): the account's name, its id, Inactive when it is, a link to the account
 * page, and the family's tabs. The families differ in their tabs only.
 */

/** What every product account's page shows of its account. */
export interface ProductAccountHead {
  id: number;
  name: string;
  active: boolean;
}

export interface ProductAccountPageProps<T extends ProductAccountHead> {
  list: DetailPageProps['list'];
  /** The account's query. */
  record: { data?: T; isPending: boolean; error: unknown };
  notFound: string;
  /** Links of the family's own beside the account page's (its requests list). */
  links?: (account: T) => ReactNode;
  tabs: (account: T) => DetailTab[];
}

export function ProductAccountPage<T extends ProductAccountHead>({
  list,
  record,
  notFound,
  links,
  tabs,
}: ProductAccountPageProps<T>) {
  const data = record.data;
  const pathOfRoute = useNamedRoutes();
  // The accounts family's page, by its route name (kit/namedRoutes.ts).
  const accountPage = data && pathOfRoute('Account', { id: data.id });
  return (
    <DetailPage
      list={list}
      record={record}
      notFound={notFound}
      title={data?.name}
      subtitle={data && `Account ID ${data.id}`}
      marks={data && !data.active && <Tag>Inactive</Tag>}
      links={
        data && (
          <>
            {accountPage && (
              <Link to={accountPage}>
                <ExportOutlined /> Account page
              </Link>
            )}
            {links?.(data)}
          </>
        )
      }
      tabs={data && tabs(data)}
    />
  );
}

/**
 * The route's page: the account id from the address, a not-found page for one that is no id, and
 * the family's view keyed by the id (another account starts afresh): the kit's record route.
 */
export const ProductAccountRoute = DetailRoute;

/** A tab whose content sits on a card. */
export const cardTab = (key: string, label: ReactNode, children: ReactNode): DetailTab => ({
  key,
  label,
  children: <Card>{children}</Card>,
});

/** The account's product tokens, on the kit's token screen. */
export const tokensTab = (
  endpoints: Record<keyof TokenEndpoints, Endpoint>,
  accountId: number,
  label: ReactNode = 'Tokens',
): DetailTab =>
  // tokenEndpoints() spreads the base path's params in, which its type does not carry.
  cardTab('tokens', label, <TokensPanel endpoints={endpoints} params={{ id: accountId } as never} />);
