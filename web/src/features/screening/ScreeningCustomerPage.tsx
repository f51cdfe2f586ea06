import { Link } from 'react-router';
import { Tag } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useAggregatedAccount } from './api';
import { DetailPage, useIdParam } from '../../kit/DetailPage';
import { accountPath } from '../accounts/paths';
import { customerTabs } from './customerTabs';
import { ACCOUNTS_PATH } from './paths';
import { TEXT } from './texts';

const ACCOUNTS_LIST = { path: ACCOUNTS_PATH, backLabel: TEXT.backToAccounts };

/** /ScreeningService/Customer/{id}: the screening account with its tabs (customerTabs.tsx). */
export default function ScreeningCustomerPage() {
  const id = useIdParam();
  const account = useAggregatedAccount(id ?? 0);
  const data = account.data;
  return (
    <DetailPage
      list={ACCOUNTS_LIST}
      record={account}
      missing={id === null}
      notFound={TEXT.accountNotFound}
      title={data?.account.name}
      subtitle={data && `Account ID ${data.account.id}`}
      marks={data?.account.active === false && <Tag>Inactive</Tag>}
      links={
        data && (
          <Link to={accountPath(data.account.id)}>
            <ExportOutlined /> Account page
          </Link>
        )
      }
      tabs={data && customerTabs(data)}
    />
  );
}
