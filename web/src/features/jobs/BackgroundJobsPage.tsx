import { Button, Flex, Tag, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { RedoOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { JOB_STATE_CAPTIONS, JOB_STATES, jobsApi, type BackgroundJob } from '@console/contract/jobs/api';
import { useJobKinds, useJobList, useRetryJob } from './api';
import { choiceFilter, ListFilters } from '../../kit/list/ListFilters';
import { ListPage } from '../../kit/list/ListPage';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn } from '../../kit/Permitted';
import { formatDatetimeSeconds } from '../../lib/formats';
import { useFeedback } from '../../kit/feedback';
import { JOB_STATE_COLORS } from './stateColors';

dayjs.extend(utc);

const STATE_CHOICES = JOB_STATES.map((state) => ({ value: state, label: JOB_STATE_CAPTIONS[state] }));

export const JOB_RETRIED = 'The job will run again';

/** Job times are UTC, as the schedules and the server's logs are, with seconds (jobs run a minute apart). */
export const formatJobTime = (value: string | null) => (value ? formatDatetimeSeconds(dayjs.utc(value)) : '');

/** A time on two lines, date over time of day, so three time columns and the error fit beside each other. */
function TimeCell({ value }: { value: string | null }) {
  if (!value) return null;
  const [date, time] = formatJobTime(value).split(' ');
  return (
    <Flex vertical>
      <span>{date}</span>
      <span>{time}</span>
    </Flex>
  );
}

/** The kind, and the job's id below it (the first characters; copying takes it whole). */
function KindCell({ job }: { job: BackgroundJob }) {
  return (
    <Flex vertical gap={2} align="start">
      <span>{job.kindTitle}</span>
      <Typography.Text code copyable={{ text: job.id, tooltips: ['Copy the job ID', 'Copied'] }}>
        {job.id.slice(0, 8)}
      </Typography.Text>
    </Flex>
  );
}

/** The state, and for a job that waits for its time, when that is. */
function StateCell({ job }: { job: BackgroundJob }) {
  const waiting =
    (job.state === 'retrying' || job.state === 'queued') && dayjs(job.runAfter).isAfter(dayjs());
  return (
    <Flex vertical gap={2} align="start">
      <Tag color={JOB_STATE_COLORS[job.state]}>{JOB_STATE_CAPTIONS[job.state]}</Tag>
      {waiting && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {job.state === 'retrying' ? 'Next attempt' : 'Starts'} {formatJobTime(job.runAfter)}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * Background jobs (/BackgroundJobs, Admin): the provider's job queue, whichever company is
 * administered. Newest first; filtered by state and kind; a failed job's error in its row, and
 * Retry, which gives it one more attempt. The list is read when asked (Refresh), not polled.
 */
export default function BackgroundJobsPage() {
  const list = useJobList();
  const kinds = useJobKinds();
  const retry = useRetryJob();
  const { message } = useFeedback();
  const mayRetry = useMayCall(jobsApi.retry);
  const filters = [
    choiceFilter('state', 'State', STATE_CHOICES, { exactWidth: 200 }),
    choiceFilter(
      'kind',
      'Kind',
      (kinds.data ?? []).map(({ name, title }) => ({ value: name, label: title })),
      { loading: kinds.isPending, exactWidth: 240 },
    ),
  ];

  const retryJob = (job: BackgroundJob) =>
    retry
      .mutateAsync({ params: { id: job.id } })
      .then(() => void message.success(JOB_RETRIED))
      // The error catalogue has already told the user why (a job retried meanwhile: 409).
      .catch(() => undefined);

  const time = (value: string | null) => <TimeCell value={value} />;
  const columns: TableColumnType<BackgroundJob>[] = [
    { key: 'kind', title: 'Kind', render: (_value, job) => <KindCell job={job} /> },
    { key: 'state', render: (_value, job) => <StateCell job={job} /> },
    { key: 'attempts', render: (_value, job) => `${job.attempts} of ${job.maxAttempts}` },
    {
      key: 'error',
      dataIndex: 'error',
      width: 300,
      render: (error: string | null) =>
        error && (
          <Typography.Paragraph type="danger" style={{ margin: 0 }}>
            {error}
          </Typography.Paragraph>
        ),
    },
    { key: 'createdOn', dataIndex: 'createdOn', render: time },
    { key: 'startedOn', dataIndex: 'startedOn', render: time },
    { key: 'finishedOn', dataIndex: 'finishedOn', render: time },
    {
      key: 'actions',
      title: 'Actions',
      fixed: 'right',
      render: (_value, job) =>
        job.state === 'failed' && (
          <PermitDrawn permit={mayRetry}>
            <Button
              icon={<RedoOutlined />}
              aria-label={`Retry job ${job.id}`}
              loading={retry.isPending && retry.variables.params.id === job.id}
              onClick={() => void retryJob(job)}
            >
              Retry
            </Button>
          </PermitDrawn>
        ),
    },
  ];

  return (
    <ListPage<BackgroundJob>
      list={list}
      title="Background jobs"
      columns={columns}
      rowKey="id"
      search={{ label: 'Search jobs', placeholder: 'Search by job ID, kind or error' }}
      toolbar={
        <Button
          icon={<ReloadOutlined />}
          loading={list.result.isFetching}
          onClick={() => void list.result.refetch()}
        >
          Refresh
        </Button>
      }
      filters={<ListFilters list={list} filters={filters} note="Times are UTC" />}
      nouns={['job', 'jobs']}
      empty={{ none: 'No jobs yet', filtered: 'No jobs match' }}
    />
  );
}
