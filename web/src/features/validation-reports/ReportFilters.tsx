import dayjs from 'dayjs';
import { Button, Flex, Select, Typography } from 'antd';
import { LookupHandlerType } from '@console/contract/metadata';
import { LookupPath } from '@console/contract/annotations';
import { reportWindow } from '@console/contract/validation-reports';
import { DateRangePicker } from '../../components/DateRangePicker/DateRangePicker';
import { LookupSelect } from '../../components/LookupSelect/LookupSelect';
import { NO, YES } from '../../kit/YesNo';
import { TEXT } from './texts';

/*
 * The filters the three validation reports share. The report window kit piece (reports family)
 * replaces ReportWindowFilter when it is merged; until then this one keeps the window in the
 * address as the calls name it (from, to).
 */

export interface WindowFilters {
  from?: string;
  to?: string;
}

/**
 * The report's window: the one in the address, or else the default the server applies (the last
 * 24 hours up to one hour ahead, contract reportWindow), shown as such. Times can be picked; the
 * picker holds it to two years.
 */
export function ReportWindowFilter({
  from,
  to,
  onChange,
}: WindowFilters & { onChange: (window: WindowFilters) => void }) {
  const chosen = from !== undefined || to !== undefined;
  const answer = reportWindow({ from, to }, new Date());
  const window = 'window' in answer ? answer.window : undefined;
  return (
    <Flex gap={4} align="start">
      <DateRangePicker
        showTime
        value={window && [dayjs(window.from), dayjs(window.to)]}
        onChange={([start, end]) => onChange({ from: start.toISOString(), to: end.toISOString() })}
      />
      {chosen ? (
        <Button type="link" onClick={() => onChange({ from: undefined, to: undefined })}>
          {TEXT.defaultWindow}
        </Button>
      ) : (
        <Typography.Text type="secondary" style={{ paddingBlock: 5 }}>
          {TEXT.defaultWindow}
        </Typography.Text>
      )}
    </Flex>
  );
}

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
