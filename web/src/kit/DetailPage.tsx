import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Card, Flex, Result, Skeleton, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { listPathOf, useListReturn } from './listReturn';

export interface DetailTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface DetailPageProps {
  /** The list this record belongs to, and the back link's text ('Back to Accounts List'). */
  list: { path: string; backLabel: string };
  /** The record's name; the window's heading. */
  title?: ReactNode;
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
  /** The record does not exist or is not the user's: a 404 with the way back. */
  notFound?: string;
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
  marks,
  subtitle,
  links,
  actions,
  tabs,
  loading = false,
  notFound,
  children,
}: DetailPageProps) {
  const listReturn = useListReturn(list.path);
  const { state } = useLocation();
  const [params, setParams] = useSearchParams();
  const back = (
    <Link to={listPathOf(list.path, listReturn)}>
      <ArrowLeftOutlined /> {list.backLabel}
    </Link>
  );

  if (loading) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (notFound) return <Result status="404" title={notFound} extra={back} />;

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
            <Typography.Title level={3} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
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
