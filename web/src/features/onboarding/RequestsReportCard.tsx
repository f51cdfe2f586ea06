import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Card, Flex, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { onboardingApi } from '@console/contract/onboarding/api';
import { DateRangePicker } from '../../kit/widgets/DateRangePicker/DateRangePicker';
import { defaultDateRange, type DateRange } from '../../kit/widgets/DateRangePicker/dateRanges';
import { toDateValue } from '../../lib/formats';
import { TEXT } from './texts';

/** The report's address for a range of UTC days: a plain GET the new window makes with the session cookie. */
export const requestsReportUrl = ([from, to]: DateRange) =>
  `${onboardingApi.requestsCountReport.path}?${new URLSearchParams({
    dateFrom: toDateValue(from),
    dateTo: toDateValue(to),
  }).toString()}`;

/**
 * The onboarding accounts' requests count report (product-families §2, §7): opened in a new window,
 * as the spec says, where the server's CSV attachment downloads. The picker holds the range to two
 * years, the server's own limit.
 */
export function RequestsReportCard() {
  const [range, setRange] = useState<DateRange>(() => defaultDateRange(dayjs()));
  return (
    <Card title={TEXT.requestsReport}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Every onboarding account with its requests by status over the chosen days (UTC), as a CSV file.
        </Typography.Text>
        <Flex gap={12} wrap align="center">
          <DateRangePicker value={range} onChange={setRange} />
          <Button
            type="primary"
            icon={<ExportOutlined />}
            onClick={() => window.open(requestsReportUrl(range), '_blank', 'noopener')}
          >
            Open Report
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
