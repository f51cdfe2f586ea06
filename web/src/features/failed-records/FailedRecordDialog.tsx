import { CUSTOMER_LOOKUP } from '../../kit/reports/filters';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DOCUMENT_TYPES, DOCUMENT_TYPE_TITLES } from '@console/contract/dvs/result';
import {
  CARD_ID_MAX,
  CARD_ID_PATTERN,
  type FailedRecord,
  type FailedRecordUpdate,
} from '@console/contract/failed-records/api';
import { FormDialog, useSaveOutcome } from '../../kit/FormDialog';
import { LookupSelect } from '../../kit/widgets/LookupSelect/LookupSelect';
import { useCreateFailedRecord, useUpdateFailedRecord } from './api';
import { DATE_TIME_FORMAT } from '../../lib/formats';
import { TEXT } from './texts';

interface RecordForm {
  accountId?: number;
  cardId: string;
  personName?: string;
  documentType?: string | null;
  failureReason: string;
  failedAt: Dayjs;
  notes?: string;
}

const FIELDS = [
  'accountId',
  'cardId',
  'personName',
  'documentType',
  'failureReason',
  'failedAt',
  'notes',
].map((name) => ({ name }));
const CARD_ID = new RegExp(CARD_ID_PATTERN);

/** Record a failed verification by hand, or change a record (its customer stays). */
export function FailedRecordDialog({ record, onClose }: { record?: FailedRecord; onClose: () => void }) {
  const [form] = Form.useForm<RecordForm>();
  const outcome = useSaveOutcome(form, FIELDS, onClose);
  const create = useCreateFailedRecord();
  const update = useUpdateFailedRecord();
  const submit = (values: RecordForm) => {
    const fields = {
      cardId: values.cardId.trim(),
      personName: values.personName?.trim() ?? '',
      documentType: (values.documentType ?? null) as FailedRecordUpdate['documentType'],
      failureReason: values.failureReason.trim(),
      failedAt: values.failedAt.toISOString(),
      notes: values.notes?.trim() ?? '',
    };
    if (record) {
      update.mutate({ params: { id: record.id }, body: fields }, outcome(TEXT.recordSaved));
    } else {
      create.mutate({ body: { ...fields, accountId: values.accountId ?? 0 } }, outcome(TEXT.recordAdded));
    }
  };
  return (
    <FormDialog<RecordForm>
      title={record ? `Failed record ${record.id}` : TEXT.addRecord}
      okText={record ? 'Save' : 'Add'}
      form={form}
      pending={create.isPending || update.isPending}
      onClose={onClose}
      onFinish={submit}
      initialValues={{
        cardId: record?.cardId ?? '',
        personName: record?.personName ?? '',
        documentType: record?.documentType ?? null,
        failureReason: record?.failureReason ?? '',
        failedAt: record ? dayjs(record.failedAt) : dayjs(),
        notes: record?.notes ?? '',
      }}
    >
      {!record && (
        <Form.Item
          name="accountId"
          label="Customer"
          rules={[{ required: true, message: 'Customer is required' }]}
        >
          <LookupSelect dataSource={CUSTOMER_LOOKUP} placeholder="Choose the customer" />
        </Form.Item>
      )}
      <Form.Item
        name="cardId"
        label="Card ID"
        rules={[
          { required: true, whitespace: true, message: 'Card ID is required' },
          { pattern: CARD_ID, message: 'Card ID is letters, digits, spaces and dashes' },
        ]}
      >
        <Input maxLength={CARD_ID_MAX} placeholder="D1234567" />
      </Form.Item>
      <Form.Item name="personName" label="Name">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="documentType" label="Document Type">
        <Select
          allowClear
          placeholder="Unknown"
          options={DOCUMENT_TYPES.map((type) => ({ value: type, label: DOCUMENT_TYPE_TITLES[type] }))}
        />
      </Form.Item>
      <Form.Item
        name="failureReason"
        label="Reason"
        rules={[{ required: true, whitespace: true, message: 'Reason is required' }]}
      >
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item
        name="failedAt"
        label="Failed At"
        rules={[{ required: true, message: 'Failed At is required' }]}
      >
        <DatePicker showTime format={DATE_TIME_FORMAT} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item name="notes" label="Notes">
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </FormDialog>
  );
}
