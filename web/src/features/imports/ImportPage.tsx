import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  Card,
  Flex,
  Progress,
  Result,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  Upload,
  type TableColumnType,
} from 'antd';
import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import {
  IMPORT_COLUMNS,
  IMPORT_ENTITY_CAPTIONS,
  IMPORT_TITLES,
  importsApi,
  type ImportAction,
  type ImportCounts,
  type ImportError,
  type ImportJob,
  type ImportKind,
  type ImportRowOutcome,
} from '@console/contract/imports/api';
import { ApiError } from '../../kit/data/client';
import {
  useDownloadTemplate,
  useImportCustomer,
  useImportCustomers,
  useImportJob,
  usePreviewImport,
  useStartImport,
} from './api';
import { PageHeading } from '../../kit/widgets/PageHeading';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn } from '../../kit/Permitted';
import { useDebouncedValue } from '../../kit/widgets/LookupSelect/useDebouncedValue';
import { customerPath } from '../online-customers/paths';
import { IMPORT_TEXTS as T } from './texts';

const ACTION_TAGS: Record<ImportAction, { color: string; caption: string }> = {
  create: { color: 'success', caption: 'Create' },
  update: { color: 'processing', caption: 'Update' },
  unchanged: { color: 'default', caption: 'Unchanged' },
};

/** The customer, kept in the address (?customerId=), so a reload or a link opens the page on it. */
function CustomerPicker({ value, onChange }: { value: number | undefined; onChange: (id: number) => void }) {
  const [search, setSearch] = useState('');
  const textFilter = useDebouncedValue(search, 300);
  const customers = useImportCustomers(textFilter);
  const chosen = useImportCustomer(value);
  const options = (customers.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.id})` }));
  if (value !== undefined && chosen.data && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: `${chosen.data.name} (${value})` });
  }
  return (
    <Select
      aria-label={T.customer}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      placeholder={T.customerPlaceholder}
      style={{ width: 420, maxWidth: '100%' }}
      value={value}
      options={options}
      loading={customers.isFetching}
      onChange={onChange}
      notFoundContent={customers.isFetching ? T.searching : T.noCustomers}
    />
  );
}

/** The counts per record type: to create, to update, unchanged. */
function CountsTable({ counts, label }: { counts: readonly ImportCounts[]; label: string }) {
  const columns: TableColumnType<ImportCounts>[] = [
    {
      title: T.records,
      dataIndex: 'entity',
      render: (entity: ImportCounts['entity']) => IMPORT_ENTITY_CAPTIONS[entity],
    },
    { title: 'Create', dataIndex: 'create', align: 'right' },
    { title: 'Update', dataIndex: 'update', align: 'right' },
    { title: 'Unchanged', dataIndex: 'unchanged', align: 'right' },
  ];
  return (
    <Table
      size="small"
      aria-label={label}
      rowKey="entity"
      columns={columns}
      dataSource={[...counts]}
      pagination={false}
    />
  );
}

export function ErrorsTable({ errors, total }: { errors: readonly ImportError[]; total: number }) {
  const columns: TableColumnType<ImportError>[] = [
    { title: 'Line', dataIndex: 'line', width: 90, align: 'right', render: (line: number) => line || '' },
    { title: 'Column', dataIndex: 'column', width: 200 },
    { title: 'Reason', dataIndex: 'reason' },
  ];
  return (
    <Flex vertical gap={8}>
      <Alert
        type="error"
        showIcon
        title={total === 1 ? T.oneError : T.errors(total)}
        description={errors.length < total ? T.errorsListed(errors.length) : T.fixAndChooseAgain}
      />
      <Table<ImportError>
        size="small"
        aria-label={T.errorsTable}
        rowKey={(e) => `${e.line}:${e.column}:${e.reason}`}
        columns={columns}
        dataSource={[...errors]}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </Flex>
  );
}

function OutcomesTable({ outcomes }: { outcomes: readonly ImportRowOutcome[] }) {
  const columns: TableColumnType<ImportRowOutcome>[] = [
    { title: 'Line', dataIndex: 'line', width: 90, align: 'right' },
    {
      title: 'Record',
      dataIndex: 'entity',
      width: 140,
      render: (e: ImportRowOutcome['entity']) => T.entity[e],
    },
    { title: 'Login, serial or name', dataIndex: 'key' },
    {
      title: 'Action',
      dataIndex: 'action',
      width: 120,
      render: (action: ImportAction) => (
        <Tag color={ACTION_TAGS[action].color}>{ACTION_TAGS[action].caption}</Tag>
      ),
    },
    { title: 'Changes', dataIndex: 'fields', render: (fields: string[]) => fields.join(', ') },
  ];
  return (
    <Table<ImportRowOutcome>
      size="small"
      aria-label={T.outcomesTable}
      rowKey={(o) => `${o.line}:${o.entity}:${o.key}`}
      columns={columns}
      dataSource={[...outcomes]}
      pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
}

/** The job while it runs (a progress bar), and how it ended. */
function JobStatus({ job, onAnother }: { job: ImportJob; onAnother: () => void }) {
  if (job.state === 'completed' && job.result?.outcome === 'imported') {
    return (
      <Result
        status="success"
        title={T.imported}
        subTitle={T.importedSubtitle(job.fileName, job.result.rows)}
        extra={[
          <Link key="customer" to={customerPath(job.customerId)}>
            {T.openCustomer}
          </Link>,
          <Button key="again" onClick={onAnother}>
            {T.importAnother}
          </Button>,
        ]}
      >
        <CountsTable counts={job.result.counts} label={T.written} />
      </Result>
    );
  }
  if (job.state === 'completed' && job.result) {
    return (
      <Flex vertical gap={12}>
        <Alert type="error" showIcon title={T.refused} description={T.refusedDescription} />
        <ErrorsTable errors={job.result.errors} total={job.result.errorCount} />
        <Button onClick={onAnother}>{T.importAnother}</Button>
      </Flex>
    );
  }
  if (job.state === 'failed') {
    return (
      <Flex vertical gap={12}>
        <Alert type="error" showIcon title={T.failed} description={job.error ?? undefined} />
        <Button onClick={onAnother}>{T.importAnother}</Button>
      </Flex>
    );
  }
  const progress = job.progress;
  const percent = progress && progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : 0;
  return (
    <Flex vertical gap={8} role="status" aria-live="polite">
      <Typography.Text>
        {job.state === 'retrying'
          ? T.retrying(job.error)
          : !progress
            ? T.queued
            : progress.phase === 'checking'
              ? T.checking(progress.total)
              : T.writing(progress.done, progress.total)}
      </Typography.Text>
      <Progress percent={percent} status="active" aria-label={T.progress} />
    </Flex>
  );
}

/**
 * One Dashboard import (product-families §2 "Import/UsersDevices", "Import/TeamMembersLocations"):
 * pick the customer, download the template, choose the file, read the preview (what each row would
 * do, every error by line, column and reason), then import it and follow the job to its result.
 * Choosing another customer starts over (the steps are keyed by it); nothing is written before Import.
 */
export function ImportPage({ kind }: { kind: ImportKind }) {
  const [search, setSearch] = useSearchParams();
  const customerId = Number(search.get('customerId')) || undefined;
  return (
    <Flex vertical gap={16}>
      <PageHeading>{IMPORT_TITLES[kind]}</PageHeading>
      <Card title={T.step1} size="small">
        <CustomerPicker
          value={customerId}
          onChange={(id) =>
            setSearch((s) => ({ ...Object.fromEntries(s), customerId: String(id) }), { replace: true })
          }
        />
      </Card>
      <ImportSteps key={customerId ?? 0} kind={kind} customerId={customerId} />
    </Flex>
  );
}

/** The file, its preview and its import, for one customer. */
function ImportSteps({ kind, customerId }: { kind: ImportKind; customerId: number | undefined }) {
  const [file, setFile] = useState<File>();
  const [jobId, setJobId] = useState<string>();
  const template = useDownloadTemplate(kind);
  const preview = usePreviewImport(kind);
  const start = useStartImport(kind);
  const job = useImportJob(jobId);
  // Whether the user may run the import (read-only staff may not): said beside the button, since
  // the preview before it is everyone's.
  const permit = useMayCall(importsApi[kind].start);
  // No file is taken before a customer is chosen, nor while one is being imported.
  const dropDisabled =
    customerId === undefined ||
    start.isPending ||
    (jobId !== undefined && !job.data?.result && job.data?.state !== 'failed');

  const startOver = () => {
    preview.reset();
    start.reset();
    setJobId(undefined);
    setFile(undefined);
  };

  const choose = (chosen: File) => {
    start.reset();
    setJobId(undefined);
    setFile(chosen);
    if (customerId !== undefined) preview.mutate({ customerId, file: chosen });
    return false; // read here, never uploaded by the Upload component itself
  };
  const runImport = () => {
    if (customerId === undefined || !file) return;
    start.mutate({ customerId, file }, { onSuccess: (started) => setJobId(started.id) });
  };

  const result = preview.data;
  const previewError = preview.error instanceof ApiError ? preview.error : undefined;
  const startError = start.error instanceof ApiError ? start.error : undefined;
  const importable = result !== undefined && result.errorCount === 0;

  return (
    <>
      <Card
        title={T.step2}
        size="small"
        extra={
          <Button icon={<DownloadOutlined />} loading={template.isPending} onClick={() => template.mutate()}>
            {T.downloadTemplate}
          </Button>
        }
      >
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {T.intro[kind]}
          </Typography.Paragraph>
          <details>
            <summary>{T.columns}</summary>
            <Table
              size="small"
              rowKey="header"
              pagination={false}
              columns={[
                { title: 'Column', dataIndex: 'header', width: 200 },
                { title: 'What it holds', dataIndex: 'description' },
              ]}
              dataSource={[...IMPORT_COLUMNS[kind]]}
            />
          </details>
          <Upload.Dragger
            accept=".csv,text/csv"
            multiple={false}
            showUploadList={false}
            disabled={dropDisabled}
            beforeUpload={choose}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">
              {/* What to do next is read while the area waits, so not in antd's faint disabled grey. */}
              <Typography.Text type={dropDisabled ? 'secondary' : undefined}>
                {customerId === undefined ? T.pickCustomerFirst : T.dropFile}
              </Typography.Text>
            </p>
            {file && <p className="ant-upload-hint">{T.chosen(file.name)}</p>}
          </Upload.Dragger>
        </Flex>
      </Card>

      {(preview.isPending || result || previewError) && (
        <Card title={T.step3} size="small" loading={preview.isPending}>
          {previewError && <Alert type="error" showIcon title={previewError.message} />}
          {result && (
            <Flex vertical gap={12}>
              <Typography.Text>{T.rowsRead(result.fileName, result.rows)}</Typography.Text>
              <CountsTable counts={result.counts} label={T.wouldWrite} />
              {result.errorCount > 0 && <ErrorsTable errors={result.errors} total={result.errorCount} />}
              {result.errorCount === 0 && <OutcomesTable outcomes={result.outcomes} />}
              {jobId === undefined && (
                <Space>
                  <PermitDrawn permit={permit}>
                    <Button
                      type="primary"
                      icon={<UploadOutlined />}
                      disabled={!importable}
                      loading={start.isPending}
                      onClick={runImport}
                    >
                      {T.import}
                    </Button>
                  </PermitDrawn>
                  {!permit.allowed && <Typography.Text type="secondary">{permit.reason}</Typography.Text>}
                </Space>
              )}
              {startError && (
                <Alert
                  type="error"
                  showIcon
                  title={startError.message}
                  description={startError.body?.multipleErrors?.slice(0, 10).map((e) => (
                    <div key={e.message}>{e.message}</div>
                  ))}
                />
              )}
            </Flex>
          )}
        </Card>
      )}

      {jobId !== undefined && (
        <Card title={T.step4} size="small" loading={!job.data}>
          {job.data && <JobStatus job={job.data} onAnother={startOver} />}
        </Card>
      )}
    </>
  );
}
