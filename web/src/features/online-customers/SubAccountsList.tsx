import { Card, Table, Typography } from 'antd';
import { Link } from 'react-router';
import type { SubAccount } from '@console/contract/accounts/api';
import type { OnlineCustomer } from '@console/contract/vsonline/api';
import { YesNo } from '../../kit/widgets/YesNo';
import { accountPath } from '../accounts/paths';
import { customerPath } from './paths';
import { TEXT } from './texts';

/**
 * A parent's 'Sub Accounts List' (console-core §2): each opens that sub-account's customer page.
 * The customer call answers the first ones; more than that are paged on the parent's account page.
 */
export function SubAccountsList({ customer }: { customer: OnlineCustomer }) {
  const { items, total } = customer.subAccounts;
  return (
    <section aria-label={TEXT.subAccountsList}>
      <Card title={TEXT.subAccountsList}>
        <Table<SubAccount>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={items}
          columns={[
            {
              title: 'Name',
              key: 'name',
              render: (_, account) => <Link to={customerPath(account.id)}>{account.name}</Link>,
            },
            { title: 'Contact', dataIndex: 'contactName', key: 'contactName' },
            {
              title: 'Active',
              dataIndex: 'active',
              key: 'active',
              render: (active: boolean) => <YesNo value={active} />,
            },
          ]}
        />
        {total > items.length && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {items.length} of {total} shown. <Link to={accountPath(customer.id)}>All sub-accounts</Link>
          </Typography.Paragraph>
        )}
      </Card>
    </section>
  );
}
