import type { DescriptionsProps } from 'antd';
import { formatDateTime } from '../../lib/formats';
import { YesNo } from '../widgets/YesNo';

type Fact = NonNullable<DescriptionsProps['items']>[number];

/**
 * What a product family's summary of one account (a FactsCard) says of the account itself, before
 * its product's own figures: its contact, whether it is active, and when it last made a request.
 * Face/ID and DIVE Online show the same three, read the same way.
 */
export const accountFacts = (account: {
  contactName: string;
  active: boolean;
  lastScan: string | null;
}): Fact[] => [
  { key: 'contact', label: 'Contact', children: account.contactName || '—' },
  { key: 'active', label: 'Active', children: <YesNo value={account.active} /> },
  {
    key: 'lastScan',
    label: 'Last scan',
    children: account.lastScan ? formatDateTime(account.lastScan) : 'Never',
  },
];
