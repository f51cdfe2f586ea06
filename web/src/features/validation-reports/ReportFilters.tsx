import { Flex, Select, Typography } from 'antd';
import { LookupHandlerType } from '@console/contract/metadata';
import { LookupPath } from '@console/contract/annotations';
import { LookupSelect } from '../../components/LookupSelect/LookupSelect';
import { NO, YES } from '../../kit/YesNo';
import { TEXT } from './texts';

/*
 * The filters the three validation reports share besides their period, which is the reports kit's
 * (kit/reports/ReportPeriodFilter).
 */

const YES_NO_OPTIONS = [
  { value: 'true', label: YES },
  { value: 'false', label: NO },
];

/** A yes/no filter: Any (left out of the address), Yes or No. */
export function YesNoFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  return (
    <Flex gap={6} align="center">
      <Typography.Text>{label}</Typography.Text>
      <Select
        aria-label={`${label} filter`}
        style={{ width: 90 }}
        allowClear
        placeholder={TEXT.any}
        value={value === undefined ? undefined : String(value)}
        options={YES_NO_OPTIONS}
        onChange={(picked?: string) => onChange(picked === undefined ? undefined : picked === 'true')}
      />
    </Flex>
  );
}

/** The company's customer accounts, as the accounts lookup pages them. */
const CUSTOMER_LOOKUP = {
  path: LookupPath.Accounts,
  handlerType: LookupHandlerType.Paging,
  lookupKey: 'id',
  lookupCaption: 'name',
  multiselect: false,
} as const;

export function CustomerFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (custId: number | undefined) => void;
}) {
  return (
    <div style={{ minWidth: 240 }}>
      <LookupSelect
        aria-label={TEXT.customerFilter}
        placeholder={TEXT.anyCustomer}
        dataSource={CUSTOMER_LOOKUP}
        value={value}
        onChange={(custId) => onChange(typeof custId === 'number' ? custId : undefined)}
      />
    </div>
  );
}
