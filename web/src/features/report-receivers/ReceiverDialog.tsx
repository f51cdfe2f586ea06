import {
  Alert,
  Col,
  Divider,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Skeleton,
  Switch,
  Typography,
} from 'antd';
import { EMAIL_PATTERN } from '@console/contract/kit';
import {
  FREQUENCIES,
  FREQUENCY_TITLES,
  MONTH_DAY_MAX,
  RECIPIENTS_MAX,
  WEEKDAY_TITLES,
  type Frequency,
  type ReceiverInput,
  type ReportFilter,
  type ReportReceiver,
} from '@console/contract/report-receivers/api';
import { useCreateReceiver, useReportTypes, useUpdateReceiver } from './api';
import { useSaveOutcome } from '../../kit/FormDialog';
import { LookupSelect } from '../../kit/widgets/LookupSelect/LookupSelect';
import { ANY_CUSTOMER, CUSTOMER_LOOKUP } from '../../kit/reports/filters';
import { Dialog } from '../../kit/widgets/Dialog';
import { HOURS, TEXT } from './texts';

/** A filter's value as its control holds it: a text, a number (also a customer's id), a choice. */
type FilterValue = string | number | null | undefined;

interface ReceiverForm {
  reportType?: string;
  filters?: Record<string, FilterValue>;
  frequency: Frequency;
  hour: number;
  weekday?: number;
  monthDay?: number;
  recipients: string[];
  enabled: boolean;
}

const FIELDS = [
  'reportType',
  'filters',
  'frequency',
  'hour',
  'weekday',
  'monthDay',
  'recipients',
  'enabled',
].map((name) => ({ name }));
const WEEKDAYS = WEEKDAY_TITLES.map((label, value) => ({ value, label }));
const MONTH_DAYS = Array.from({ length: MONTH_DAY_MAX }, (_, i) => ({ value: i + 1, label: String(i + 1) }));

/** Left empty, a filter is the report's own default, as on its page. */
const REPORT_DEFAULT = "The report's default";

/**
 * The control the report's own page has for a filter (the server says which, from the call's
 * schema); Form.Item gives it the value and takes its changes.
 */
function FilterControl({
  filter,
  value,
  onChange,
}: {
  filter: ReportFilter;
  value?: FilterValue;
  onChange?: (value: FilterValue) => void;
}) {
  const { control } = filter;
  const label = { 'aria-label': filter.title };
  switch (control.kind) {
    case 'choice':
      return (
        <Select
          {...label}
          value={value ?? undefined}
          onChange={onChange}
          allowClear
          placeholder={REPORT_DEFAULT}
          options={control.options}
        />
      );
    case 'customer':
      return (
        <LookupSelect
          {...label}
          value={typeof value === 'number' ? value : undefined}
          onChange={(picked) => onChange?.(typeof picked === 'number' ? picked : undefined)}
          dataSource={CUSTOMER_LOOKUP}
          placeholder={ANY_CUSTOMER}
        />
      );
    case 'number':
      return (
        <InputNumber<number>
          {...label}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
          min={control.minimum}
          max={control.maximum}
          precision={0}
          placeholder={REPORT_DEFAULT}
          style={{ width: '100%' }}
        />
      );
    default:
      return (
        <Input
          {...label}
          value={typeof value === 'string' ? value : undefined}
          onChange={(event) => onChange?.(event.target.value)}
          maxLength={control.maxLength}
          allowClear
        />
      );
  }
}

/** A saved filter (text, as the receiver keeps it) as its control holds it. */
const fromSaved = (filter: ReportFilter, text: string): FilterValue =>
  filter.control.kind === 'number' || filter.control.kind === 'customer' ? Number(text) : text;

/** Each recipient an e-mail address, with the words the server uses. */
const recipientsRule = {
  validator: async (_: unknown, value: string[] | undefined) => {
    if (!value?.length) throw new Error('Recipients needs at least 1 item');
    if (value.length > RECIPIENTS_MAX) throw new Error(`Recipients may have at most ${RECIPIENTS_MAX} items`);
    const wrong = value.find((email) => !EMAIL_PATTERN.test(email.trim()));
    if (wrong) throw new Error(`${wrong} is not a valid e-mail address`);
  },
};

/**
 * Add or change a receiver: the report (AllReportsTypes) and its filters as the type declares
 * them, the schedule (daily, weekly on a day, monthly on a day; at an hour in UTC) and the
 * recipients, typed and separated by commas, spaces or Enter.
 */
export function ReceiverDialog({ receiver, onClose }: { receiver?: ReportReceiver; onClose: () => void }) {
  const [form] = Form.useForm<ReceiverForm>();
  const outcome = useSaveOutcome(form, FIELDS, onClose);
  const types = useReportTypes();
  const create = useCreateReceiver();
  const update = useUpdateReceiver();
  const reportType = Form.useWatch('reportType', form);
  const frequency = Form.useWatch('frequency', form);
  const chosen = types.data?.find((type) => type.type === reportType);
  const savedType = types.data?.find((type) => type.type === receiver?.reportType);
  const savedFilters = Object.fromEntries(
    (savedType?.filters ?? []).flatMap((filter) => {
      const text = receiver?.filters[filter.name];
      return text === undefined ? [] : [[filter.name, fromSaved(filter, text)]];
    }),
  );

  const submit = (values: ReceiverForm) => {
    const known = new Set(chosen?.filters.map((filter) => filter.name));
    // Those of the chosen report that are set, as text (a receiver keeps its filters as the
    // report's address would carry them); a filter the receiver had but the report no longer
    // offers (the period, set through the API) is kept as it was.
    const offered = Object.entries(values.filters ?? {}).flatMap(([name, value]) => {
      const text = value === null || value === undefined ? '' : String(value).trim();
      return known.has(name) && text ? [[name, text]] : [];
    });
    const kept = Object.entries(
      receiver && receiver.reportType === values.reportType ? receiver.filters : {},
    ).filter(([name]) => !known.has(name));
    const filters = Object.fromEntries([...kept, ...offered]);
    const body: ReceiverInput = {
      reportType: values.reportType ?? '',
      filters,
      frequency: values.frequency,
      hour: values.hour,
      weekday: values.frequency === 'weekly' ? (values.weekday ?? null) : null,
      monthDay: values.frequency === 'monthly' ? (values.monthDay ?? null) : null,
      recipients: values.recipients.map((email) => email.trim()),
      enabled: values.enabled,
    };
    if (receiver) {
      update.mutate({ params: { id: receiver.id }, body }, outcome(TEXT.saved));
    } else {
      create.mutate({ body }, outcome(TEXT.added));
    }
  };

  return (
    <Dialog
      title={receiver ? `Receiver ${receiver.id}` : TEXT.add}
      okText={receiver ? 'Save' : 'Add'}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
      width={600}
    >
      {types.isError && (
        <Alert type="error" showIcon message={TEXT.typesFailed} style={{ marginBottom: 16 }} />
      )}
      {/* The saved filters are read by their report's controls: the form waits for the types. */}
      {types.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Form<ReceiverForm>
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{
            reportType: receiver?.reportType,
            filters: savedFilters,
            frequency: receiver?.frequency ?? 'daily',
            hour: receiver?.hour ?? 6,
            weekday: receiver?.weekday ?? 1,
            monthDay: receiver?.monthDay ?? 1,
            recipients: receiver?.recipients ?? [],
            enabled: receiver?.enabled ?? true,
          }}
        >
          <Form.Item
            name="reportType"
            label="Report"
            rules={[{ required: true, message: 'Report is required' }]}
          >
            <Select
              placeholder="Choose the report"
              loading={types.isPending}
              options={types.data?.map((type) => ({ value: type.type, label: type.title }))}
            />
          </Form.Item>
          {chosen && chosen.filters.length > 0 && (
            <>
              <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
                Filters
              </Divider>
              <Typography.Paragraph type="secondary">{TEXT.periodSent}</Typography.Paragraph>
              <Row gutter={16}>
                {chosen.filters.map((filter) => (
                  <Col xs={24} sm={12} key={filter.name}>
                    <Form.Item
                      name={['filters', filter.name]}
                      label={filter.title}
                      extra={filter.control.kind === 'text' ? filter.description : undefined}
                    >
                      <FilterControl filter={filter} />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </>
          )}
          <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
            Schedule
          </Divider>
          <Form.Item name="frequency" label="Frequency">
            <Radio.Group
              optionType="button"
              options={FREQUENCIES.map((value) => ({ value, label: FREQUENCY_TITLES[value] }))}
            />
          </Form.Item>
          <Row gutter={16}>
            {frequency === 'weekly' && (
              <Col xs={24} sm={12}>
                <Form.Item
                  name="weekday"
                  label="Weekday"
                  rules={[{ required: true, message: 'Weekday is required' }]}
                >
                  <Select options={WEEKDAYS} />
                </Form.Item>
              </Col>
            )}
            {frequency === 'monthly' && (
              <Col xs={24} sm={12}>
                <Form.Item
                  name="monthDay"
                  label="Day of month"
                  rules={[{ required: true, message: 'Day of month is required' }]}
                  extra="Up to the 28th, so that every month has it"
                >
                  <Select options={MONTH_DAYS} />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} sm={12}>
              <Form.Item name="hour" label="Hour (UTC)">
                <Select options={HOURS} />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
            Delivery
          </Divider>
          <Form.Item
            name="recipients"
            label="Recipients"
            rules={[recipientsRule]}
            extra="E-mail addresses; separate them with commas, spaces or Enter"
          >
            <Select mode="tags" open={false} tokenSeparators={[',', ' ', ';']} suffixIcon={null} />
          </Form.Item>
          <Form.Item name="enabled" label="Enabled" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Dialog>
  );
}
