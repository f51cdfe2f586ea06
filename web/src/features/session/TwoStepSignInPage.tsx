import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { SecondFactorEnrolment } from '@console/contract/session/second-factor';
import {
  useDisableSecondFactor,
  useRegenerateRecoveryCodes,
  useSecondFactorStatus,
  useStartEnrolment,
} from './secondFactorApi';
import { PageHeading } from '../../kit/widgets/PageHeading';
import { useFeedback } from '../../kit/feedback';
import { CodeDialog } from './CodeDialog';
import { Enrolment } from './Enrolment';
import { RecoveryCodesView } from './RecoveryCodesView';
import { TEXT } from './texts';

/** Which change to the second factor asks for its code. */
type Dialog = 'turnOff' | 'newCodes' | null;

/**
 * Two-step sign-in (from the header's user menu): set it up (a QR code, then its first code, then
 * the recovery codes once), or, once on, make new recovery codes or turn it off, each with a code.
 * A user the console requires it of lands here after their password and may open nothing else.
 */
export default function TwoStepSignInPage() {
  const status = useSecondFactorStatus();
  const start = useStartEnrolment();
  const disable = useDisableSecondFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const { message } = useFeedback();
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const body = () => {
    if (recoveryCodes)
      return <RecoveryCodesView codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
    if (!status.data) return <Skeleton active />;
    if (enrolment) {
      return (
        <Enrolment
          enrolment={enrolment}
          onConfirmed={(codes) => {
            setEnrolment(null);
            setRecoveryCodes(codes);
          }}
          onCancel={() => setEnrolment(null)}
        />
      );
    }
    const { enabled, required, recoveryCodesLeft } = status.data;
    if (!enabled) {
      return (
        <Flex vertical gap={16} align="start">
          {required && <Alert type="info" showIcon title={TEXT.required} />}
          <Typography.Paragraph style={{ margin: 0 }}>{TEXT.intro}</Typography.Paragraph>
          <Button
            type="primary"
            icon={<SafetyOutlined />}
            loading={start.isPending}
            onClick={() => start.mutate({}, { onSuccess: setEnrolment })}
          >
            {TEXT.setUp}
          </Button>
        </Flex>
      );
    }
    return (
      <Flex vertical gap={16} align="start">
        <Alert type="success" showIcon title={TEXT.on} />
        <Descriptions
          size="small"
          column={1}
          items={[{ key: 'left', label: TEXT.codesLeft, children: recoveryCodesLeft }]}
        />
        <Flex gap={8}>
          <Button onClick={() => setDialog('newCodes')}>{TEXT.newCodes}</Button>
          <Button danger onClick={() => setDialog('turnOff')}>
            {TEXT.turnOff}
          </Button>
        </Flex>
        <Link to="/">{TEXT.continue}</Link>
      </Flex>
    );
  };

  return (
    <>
      <PageHeading>{TEXT.title}</PageHeading>
      <Card style={{ maxWidth: 720 }}>{body()}</Card>
      {dialog === 'newCodes' && (
        <CodeDialog
          title={TEXT.newCodesTitle}
          okText={TEXT.newCodes}
          pending={regenerate.isPending}
          onSubmit={(code) =>
            regenerate.mutateAsync({ body: { code } }).then((answer) => {
              setDialog(null);
              setRecoveryCodes(answer.recoveryCodes);
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'turnOff' && (
        <CodeDialog
          title={TEXT.turnOffTitle}
          okText={TEXT.turnOff}
          danger
          description={status.data?.required ? TEXT.stillRequired : undefined}
          pending={disable.isPending}
          onSubmit={(code) =>
            disable.mutateAsync({ body: { code } }).then(() => {
              setDialog(null);
              void message.success(TEXT.turnedOff);
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
