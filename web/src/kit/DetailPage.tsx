import type { ComponentType, ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Card, Flex, Result, Skeleton, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ApiError } from './data/client';
import { useNamePage } from './pageName';
import { PageHeading, ResultHeading } from './widgets/PageHeading';
import { listPathOf, useListReturn } from './list/listReturn';

export interface DetailTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface DetailPageProps {
  /** The list this record belongs to, and the back link's text ('Back to Accounts List'). */
  list: { path: string; backLabel: string };
  /** The record's name; the window's heading (its text `name` when not given: a page always has its h1). */
  title?: ReactNode;
  /**
   * The record's name as text, for the breadcrumb's last crumb and the window title; a text title
   * serves when this is not given.
   */
  name?: string;
  /** The name of the record above this one in the route hierarchy, for its crumb (a location's customer). */
  parentName?: string;
  /**
   * The query of the record shown: a skeleton while it loads, and the not-found state (the
   * `notFound` text) when it answers 404, as an unknown record or another company's does.
   */
  record?: { isPending: boolean; error: unknown };
  /** Tags and marks beside the title (a star, 'Parent'). */
  marks?: ReactNode;
  /** Quiet text after the marks ('Account ID 5'). */
  subtitle?: ReactNode;
  /** Links beside the back link ('Go to Parent'). */
  links?: ReactNode;
  /** Actions at the top right (Delete Account). */
  actions?: ReactNode;
  /** Tabs selected by `?tab=`; the first is the default. */
  tabs?: readonly DetailTab[];
  loading?: boolean;
  /** What the not-found state says ('Account not found'). */
  notFound?: string;
  /** Shows the not-found state whatever the record answers (an id that cannot exist). */
  missing?: boolean;
  children?: ReactNode;
}

/**
 * The one detail page of every family: a back link that restores the list as it was, the title
 * with its marks and actions, and tabs kept in the address (`?tab=`), so reload and back keep the
 * tab. A tab change starts with a plain address: a list's paging belongs to its own tab.
 */
export function DetailPage({
  list,
  title,
  name,
  parentName,
  record,
  marks,
  subtitle,
  links,
  actions,
  tabs,
  loading = false,
  notFound = 'Not found',
  missing = false,
  children,
}: DetailPageProps) {
  const listReturn = useListReturn(list.path);
  const { state } = useLocation();
  const [params, setParams] = useSearchParams();
  const absent = missing || (record?.error instanceof ApiError && record.error.status === 404);
  useNamePage(absent ? notFound : (name ?? (typeof title === 'string' ? title : undefined)), parentName);
  const back = (
    <Link to={listPathOf(list.path, listReturn)}>
      <ArrowLeftOutlined /> {list.backLabel}
    </Link>
  );

  if (loading || (record?.isPending && !absent)) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (absent) return <Result status="404" title={<ResultHeading>{notFound}</ResultHeading>} extra={back} />;

  const requested = params.get('tab');
  const active = tabs?.some((tab) => tab.key === requested) ? requested : tabs?.[0]?.key;
  return (
    <>
      <Flex vertical gap={8} style={{ marginBottom: 16 }}>
        <Flex gap={24} wrap>
          {back}
          {links}
        </Flex>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex align="center" gap={10} wrap>
            <PageHeading style={{ margin: 0 }}>{title ?? name}</PageHeading>
            {marks}
            {subtitle !== undefined && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
          </Flex>
          {actions}
        </Flex>
      </Flex>
      {tabs ? (
        <Tabs
          activeKey={active ?? undefined}
          onChange={(key) => setParams(new URLSearchParams({ tab: key }), { state })}
          items={[...tabs]}
        />
      ) : (
        children
      )}
    </>
  );
}

/**
 * The record id of the page's address (`:id`), or null for one no record can have (not a positive
 * whole number): such an address answers not found without asking the server.
 */
export function useIdParam(): number | null {
  const id = Number(useParams().id);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/**
 * A record page's route: the not-found page for an id no record can have, else the family's view
 * keyed by the id, so another record starts afresh (its queries, its tabs' and images' state).
 */
export function DetailRoute({
  list,
  notFound,
  view: View,
}: {
  list: DetailPageProps['list'];
  notFound: string;
  view: ComponentType<{ id: number }>;
}) {
  const id = useIdParam();
  if (id === null) return <DetailPage list={list} notFound={notFound} missing />;
  return <View key={id} id={id} />;
}
