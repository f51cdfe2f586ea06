import { useEffect } from 'react';
import { Alert, Button, Card, Form, InputNumber, Switch } from 'antd';
import { FACE_SETTING_TEXTS, MATCH_THRESHOLD_RANGE, type FaceSettings } from '@console/contract/faces/api';
import type { Endpoint } from '@console/contract/kit/endpoint';
import { ApiError } from '../../kit/data/client';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn } from '../../kit/Permitted';
import { useFeedback } from '../../kit/feedback';
import { TEXT } from './texts';

const { matchThreshold, livenessRequired } = FACE_SETTING_TEXTS;
const { minimum, maximum } = MATCH_THRESHOLD_RANGE;

/**
 * The face settings as a small form: an account's, or the defaults new accounts start with. The
 * limits and captions are the contract's; the server's field errors land on their fields. Staff who
 * may not make the save call (the defaults are "Change company defaults") see the form disabled and
 * Save saying why.
 */
export function FaceSettingsCard({
  title,
  note,
  value,
  call,
  save,
  saved,
}: {
  title: string;
  /** Said above the form (what changing the defaults does and does not do). */
  note?: string;
  value: FaceSettings | undefined;
  /** The call `save` makes. */
  call: Endpoint;
  save: (settings: FaceSettings) => Promise<unknown>;
  saved: string;
}) {
  const [form] = Form.useForm<FaceSettings>();
  const { message } = useFeedback();
  const permit = useMayCall(call);
  useEffect(() => {
    if (value) form.setFieldsValue(value);
  }, [form, value]);

  const submit = async (settings: FaceSettings) => {
    try {
      await save(settings);
      void message.success(saved);
    } catch (error) {
      const fields = error instanceof ApiError ? error.propertyErrors : undefined;
      if (fields) {
        form.setFields(
          Object.entries(fields).map(([name, errors]) => ({ name: name as keyof FaceSettings, errors })),
        );
      } else {
        void message.error(error instanceof Error ? `${TEXT.saveFailed}: ${error.message}` : TEXT.saveFailed);
      }
    }
  };

  return (
    <Card title={title} loading={!value}>
      {note && <Alert type="info" showIcon title={note} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        disabled={!permit.allowed}
      >
        <Form.Item
          name="matchThreshold"
          label={matchThreshold.title}
          extra={matchThreshold.description}
          rules={[
            { required: true, message: `${matchThreshold.title} is required` },
            {
              type: 'integer',
              min: minimum,
              max: maximum,
              message: `${matchThreshold.title} is a whole number from ${minimum} to ${maximum}`,
            },
          ]}
        >
          <InputNumber min={minimum} max={maximum} precision={0} />
        </Form.Item>
        <Form.Item
          name="livenessRequired"
          label={livenessRequired.title}
          extra={livenessRequired.description}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <PermitDrawn permit={permit}>
          <Button type="primary" htmlType="submit">
            Save
          </Button>
        </PermitDrawn>
      </Form>
    </Card>
  );
}
