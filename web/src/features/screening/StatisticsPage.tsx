import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Card, Select } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useCompanyStats, useServices } from './api';
import { useUrlDayRange } from '../../kit/widgets/DateRangePicker/useUrlDayRange';
import { PageHeading } from '../../kit/widgets/PageHeading';
import { serviceStatisticsPath, STATISTICS_PATH } from './paths';
import { StatsPanel } from './StatsPanel';
import { TEXT } from './texts';

/**
 * /ScreeningService/Statistics and Statistics/{id}: the company's screening requests over a range,
 * of every service (Stats) or of one (Stats/{serviceId}); the range stays in the address when the
 * service changes.
 */
export default function StatisticsPage() {
  const navigate = useNavigate();
  const param = useParams().id;
  const serviceId = param === undefined ? undefined : Number(param);
  const services = useServices();
  const range = useUrlDayRange('round');
  const stats = useCompanyStats({ From: range.dateFrom, To: range.dateTo }, serviceId, !range.problem);
  const service = services.data?.find((s) => s.id === serviceId);
  const { search } = useLocation();
  const keepRange = (path: string) => `${path}${search}`;
  return (
    <>
      <PageHeading>{service ? `${TEXT.statistics}: ${service.name}` : TEXT.statistics}</PageHeading>
      {serviceId !== undefined && (
        <Link to={keepRange(STATISTICS_PATH)}>
          <ArrowLeftOutlined /> {TEXT.backToStatistics}
        </Link>
      )}
      <Card
        style={{ marginTop: 16 }}
        title={service ? service.name : 'All services'}
        extra={
          <Select
            aria-label="Service"
            style={{ minWidth: 220 }}
            allowClear
            placeholder="All services"
            loading={services.isPending}
            value={serviceId}
            options={services.data?.map((s) => ({ value: s.id, label: s.name }))}
            onChange={(id?: number) =>
              void navigate(keepRange(id === undefined ? STATISTICS_PATH : serviceStatisticsPath(id)))
            }
          />
        }
      >
        <StatsPanel range={range} stats={stats} />
      </Card>
    </>
  );
}
