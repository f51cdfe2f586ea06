import { Flex, Select, Typography } from 'antd';
import { NO, YES } from '../../kit/widgets/YesNo';
import { TEXT } from './texts';

/*
 * A filter the validation reports have besides the report kit's (kit/reports: the period and the
 * customer).
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
