import { Card, Flex, Tag } from 'antd';
import type { TableColumnType } from 'antd';
import { onboardingApi, type OnboardingAccountListItem } from '@console/contract/onboarding/api';
import { useDefaultSettings, useOnboardingAccountsList } from './api';
import { IssueRankTag } from '../../kit/widgets/IssueRankTag/IssueRankTag';
import { ListPage } from '../../kit/list/ListPage';
import { accountSearch, useAccountColumns } from '../../kit/product/accountLists';
import { PageHeading } from '../../kit/widgets/PageHeading';
import { onboardingAccountPath, ONBOARDING_SETTINGS_PATH } from './paths';
import { RequestsReportCard } from './RequestsReportCard';
import { SettingsCard } from './SettingsCard';
import { NEW_SETTINGS, SETTINGS_LINES } from './settingsLines';
import { TEXT } from './texts';

/**
 * /Dashboard/OnboardingSettings (product-families §2): the company's default onboarding settings,
 * the requests count report, and the onboarding accounts, each opening its own settings and tokens.
 */
export default function OnboardingSettingsPage() {
  const list = useOnboardingAccountsList();
  const defaults = useDefaultSettings();

  const columns: TableColumnType<OnboardingAccountListItem>[] = [
    ...useAccountColumns<OnboardingAccountListItem>(ONBOARDING_SETTINGS_PATH, onboardingAccountPath),
    { key: 'requestsLast30Days', dataIndex: 'requestsLast30Days', align: 'right' },
    {
      key: 'hasOwnSettings',
      dataIndex: 'hasOwnSettings',
      render: (own: boolean) => (own ? <Tag color="blue">Own</Tag> : <Tag>Defaults</Tag>),
    },
    {
      key: 'issuesTotalRank',
      width: 100,
      render: (_, account) => <IssueRankTag rank={account.issuesTotalRank} />,
    },
  ];

  return (
    <Flex vertical gap={24}>
      <PageHeading style={{ margin: 0 }}>{TEXT.title}</PageHeading>
      <SettingsCard
        title={TEXT.defaultSettings}
        read={defaults}
        lines={SETTINGS_LINES}
        notSet={TEXT.defaultsNotSet}
        save={onboardingApi.updateDefaultSettings}
        startFrom={NEW_SETTINGS}
      />
      <RequestsReportCard />
      <Card title={TEXT.accounts}>
        <ListPage<OnboardingAccountListItem>
          bare
          list={list}
          columns={columns}
          rowKey="id"
          search={accountSearch('Search onboarding accounts')}
          nouns={['account', 'accounts']}
          empty={{ none: 'No onboarding accounts yet', filtered: 'No onboarding accounts match' }}
        />
      </Card>
    </Flex>
  );
}
