import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  EXCEPTION_REASON_MAX,
  EXCEPTION_SUBJECT_MAX,
  EXCEPTION_SUBJECT_TITLES,
  EXCEPTION_SUBJECT_TYPES,
  type ExceptionSubjectType,
  type ValidationCheck,
  type ValidationException,
} from '@console/contract/validation-settings/api';
import dayjs from 'dayjs';
import { FormDialog, useSaveOutcome } from '../../kit/FormDialog';
import { useCreateException, useUpdateException } from './api';
import { DATE_FORMAT, toDateValue, toDayjs } from '../../lib/formats';
import { TEXT } from './texts';

interface ExceptionForm {
  subjectType: ExceptionSubjectType;
  subject: string;
  check: string;
  reason: string;
  expiresOn?: Dayjs | null;
}

const FIELDS = ['subjectType', 'subject', 'check', 'reason', 'expiresOn'].map((name) => ({ name }));

/** Add an exception, or change one: who (a document number or a name), which check, why, until when. */
export function ExceptionDialog({
  checks,
  exception,
  onClose,
}: {
  checks: readonly ValidationCheck[];
  exception?: ValidationException;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ExceptionForm>();
  const outcome = useSaveOutcome(form, FIELDS, onClose);
  const create = useCreateException();
  const update = useUpdateException();
  const subjectType = Form.useWatch('subjectType', form) ?? exception?.subjectType ?? 'document';
  const submit = (values: ExceptionForm) => {
    const body = {
      subjectType: values.subjectType,
      subject: values.subject.trim(),
      check: values.check,
      reason: values.reason.trim(),
      expiresOn: values.expiresOn ? toDateValue(values.expiresOn) : null,
    };
    if (exception) {
      update.mutate({ params: { id: exception.id }, body }, outcome(TEXT.exceptionSaved));
    } else {
      create.mutate({ body }, outcome(TEXT.exceptionAdded));
    }
  };
  return (
    <FormDialog<ExceptionForm>
      title={exception ? 'Edit exception' : TEXT.addException}
      okText={exception ? 'Save' : 'Add'}
      form={form}
      pending={create.isPending || update.isPending}
      onClose={onClose}
      onFinish={submit}
      initialValues={{
        subjectType: exception?.subjectType ?? 'document',
        subject: exception?.subject ?? '',
        check: exception?.check,
        reason: exception?.reason ?? '',
        expiresOn: toDayjs(exception?.expiresOn) ?? null,
      }}
    >
      <Form.Item name="subjectType" label="Applies To" rules={[{ required: true }]}>
        <Select
          options={EXCEPTION_SUBJECT_TYPES.map((type) => ({
            value: type,
            label: EXCEPTION_SUBJECT_TITLES[type],
          }))}
        />
      </Form.Item>
      <Form.Item
        name="subject"
        label={subjectType === 'person' ? 'Full Name' : 'Document Number'}
        rules={[
          {
            required: true,
            whitespace: true,
            message: `${subjectType === 'person' ? 'Full Name' : 'Document Number'} is required`,
          },
        ]}
      >
        <Input
          maxLength={EXCEPTION_SUBJECT_MAX}
          placeholder={subjectType === 'person' ? 'Jane Sample' : 'D1234567'}
        />
      </Form.Item>
      <Form.Item name="check" label="Check" rules={[{ required: true, message: 'Check is required' }]}>
        <Select
          placeholder="Choose the check it passes"
          options={checks.map((check) => ({ value: check.name, label: check.title }))}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label="Reason"
        rules={[{ required: true, whitespace: true, message: 'Reason is required' }]}
      >
        <Input.TextArea maxLength={EXCEPTION_REASON_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item name="expiresOn" label="Expires On" extra="The last day it applies; empty: until deleted">
        <DatePicker format={DATE_FORMAT} allowClear disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
      </Form.Item>
    </FormDialog>
  );
}
