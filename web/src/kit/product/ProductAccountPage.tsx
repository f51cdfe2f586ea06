import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Tag } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { Endpoint, ResponseOf } from '@console/contract/kit';
import { useEndpoint } from '../data/queries';
import { useNamedRoutes } from '../namedRoutes';
import { DetailPage, useIdParam, type DetailPageProps, type DetailTab } from '../DetailPage';
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

interface ProductAccountPageProps<T extends ProductAccountHead> {
  list: DetailPageProps['list'];
  /** The account's query. */
  record: { data?: T; isPending: boolean; error: unknown };
  notFound: string;
  /** Links of the family's own beside the account page's (its requests list). */
  links?: (account: T) => ReactNode;
  tabs: (account: T) => DetailTab[];
}

function ProductAccountPage<T extends ProductAccountHead>({
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

/** The account a family's read answers, when it holds what the page shows of it: its tabs' account. */
type AccountOf<E> = ResponseOf<E> extends ProductAccountHead ? ResponseOf<E> : never;

export interface ProductAccountRouteProps<E extends Endpoint> extends Omit<
  ProductAccountPageProps<AccountOf<E>>,
  'record'
> {
  /** The family's read of the account (`facesApi.aggregatedAccount`), called with the address's id. */
  read: E;
}

/**
 * The route's page, all a family writes for its account page: its list, its read of the account,
 * its links and tabs. The account id comes from the address (one that is no id is not found without
 * a call), and the page is keyed by it, so another account starts afresh (its queries, its tabs).
 */
export function ProductAccountRoute<E extends Endpoint>(props: ProductAccountRouteProps<E>) {
  const id = useIdParam();
  if (id === null) return <DetailPage list={props.list} notFound={props.notFound} missing />;
  return <AccountOfId key={id} id={id} {...props} />;
}

function AccountOfId<E extends Endpoint>({
  id,
  read,
  ...page
}: ProductAccountRouteProps<E> & { id: number }) {
  // Every account read takes the id alone (ById); the endpoint's type does not say so generically.
  const record = useEndpoint(read, { params: { id } } as never);
  return (
    <ProductAccountPage<AccountOf<E>>
      {...page}
      record={record as ProductAccountPageProps<AccountOf<E>>['record']}
    />
  );
}

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
