import { Alert, Col, Divider, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { EMAIL_PATTERN } from '@console/contract/kit';
import {
  FREQUENCIES,
  FREQUENCY_TITLES,
  MONTH_DAY_MAX,
  RECIPIENTS_MAX,
  WEEKDAY_TITLES,
  type Frequency,
  type ReceiverInput,
  type ReportReceiver,
} from '@console/contract/report-receivers';
import { useCreateReceiver, useReportTypes, useUpdateReceiver } from '../../api/report-receivers';
import { applyPropertyErrors } from '../../components/meta/applyPropertyErrors';
import { Dialog } from '../../kit/Dialog';
import { useFeedback } from '../../kit/feedback';
import { HOURS, TEXT } from './texts';

interface ReceiverForm {
  reportType?: string;
  filters?: Record<string, string | undefined>;
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
  const { message } = useFeedback();
  const types = useReportTypes();
  const create = useCreateReceiver();
  const update = useUpdateReceiver();
  const reportType = Form.useWatch('reportType', form);
  const frequency = Form.useWatch('frequency', form);
  const chosen = types.data?.find((type) => type.type === reportType);

  const submit = (values: ReceiverForm) => {
    const known = new Set(chosen?.filters.map((filter) => filter.name));
    const filters = Object.fromEntries(
      Object.entries(values.filters ?? {}).flatMap(([name, value]) =>
        known.has(name) && value?.trim() ? [[name, value.trim()]] : [],
      ),
    );
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
    const done = (text: string) => () => (void message.success(text), onClose());
    const failed = (error: unknown) => {
      for (const text of applyPropertyErrors(form, error, FIELDS)) void message.error(text);
    };
    if (receiver) {
      update.mutate({ params: { id: receiver.id }, body }, { onSuccess: done(TEXT.saved), onError: failed });
    } else {
      create.mutate({ body }, { onSuccess: done(TEXT.added), onError: failed });
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
      <Form<ReceiverForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          reportType: receiver?.reportType,
          filters: receiver?.filters ?? {},
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
            <Row gutter={16}>
              {chosen.filters.map((filter) => (
                <Col xs={24} sm={12} key={filter.name}>
                  <Form.Item name={['filters', filter.name]} label={filter.title} extra={filter.description}>
                    <Input maxLength={200} allowClear />
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
    </Dialog>
  );
}
