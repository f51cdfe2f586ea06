import { Alert, Button, Descriptions, Empty, Flex, Skeleton, Tooltip, Typography } from 'antd';
import { Dialog } from '../../kit/Dialog';
import { CopyOutlined, ExportOutlined } from '@ant-design/icons';
import type { AccountUserRow, AutoLogin } from '@console/contract/accounts';
import { useAutoLogin, useCredentials } from '../../api/accounts';
import { CountdownTimer } from '../../components/CountdownTimer/CountdownTimer';
import { useCurrentStaff } from '../../kit/useCurrentStaff';
import { TEXT } from './texts';
import { useCopy } from '../../kit/useCopy';

export const OPEN_AUTO_LOGIN = 'Open auto-login link';
export const READ_ONLY_NO_AUTO_LOGIN = 'Read-only staff cannot sign in as a customer user.';

function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = useCopy();
  return (
    <Tooltip title="Copy">
      <Button
        type="text"
        size="small"
        icon={<CopyOutlined />}
        aria-label={label}
        onClick={() => copy(text)}
      />
    </Tooltip>
  );
}

/**
 * The one-time link that signs in to the customer site as the user, valid while its countdown runs
 * (console-core §4, §9). At zero the link is disabled, with a note to reopen the dialog for a new one.
 */
function AutoLoginLink({ link }: { link: AutoLogin }) {
  return (
    <Flex align="center" gap={8} wrap>
      <Typography.Text type="secondary">Valid for</Typography.Text>
      <CountdownTimer key={link.autoLoginLink} seconds={link.expiresInSeconds}>
        {({ expired }) =>
          expired ? (
            <>
              <Button icon={<ExportOutlined />} disabled>
                {OPEN_AUTO_LOGIN}
              </Button>
              <Alert type="info" showIcon title={TEXT.autoLoginExpired} style={{ flexBasis: '100%' }} />
            </>
          ) : (
            <>
              <Button
                type="primary"
                icon={<ExportOutlined />}
                href={link.autoLoginLink}
                target="_blank"
                rel="noopener noreferrer"
              >
                {OPEN_AUTO_LOGIN}
              </Button>
              <CopyButton text={link.autoLoginLink} label="Copy auto-login link" />
            </>
          )
        }
      </CountdownTimer>
    </Flex>
  );
}

function AutoLoginSection({ userId }: { userId: number }) {
  const { readOnly } = useCurrentStaff();
  // Issuing a link is a sign-in as the customer: read-only staff may not, so it is not even asked for.
  const autoLogin = useAutoLogin(userId, !readOnly);
  if (readOnly) return <Typography.Text type="secondary">{READ_ONLY_NO_AUTO_LOGIN}</Typography.Text>;
  if (autoLogin.isPending) return <Skeleton.Button active />;
  if (!autoLogin.data)
    return <Typography.Text type="danger">The auto-login link could not be issued.</Typography.Text>;
  return <AutoLoginLink link={autoLogin.data} />;
}

export interface CredentialsDialogProps {
  user: AccountUserRow;
  onClose: () => void;
}

/** A customer user's credentials as the server returns them, each with a copy button, and an auto-login link. */
export function CredentialsDialog({ user, onClose }: CredentialsDialogProps) {
  const credentials = useCredentials(user.id);
  return (
    <Dialog
      title={`Credentials of ${user.firstName} ${user.lastName}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width={640}
      destroyOnHidden
    >
      {credentials.isPending ? (
        <Skeleton active />
      ) : !credentials.data || credentials.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No credentials" />
      ) : (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={credentials.data.map(({ key, value }) => ({
            key,
            label: key,
            children: (
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text code style={{ wordBreak: 'break-all' }}>
                  {value}
                </Typography.Text>
                <CopyButton text={value} label={`Copy ${key}`} />
              </Flex>
            ),
          }))}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        Auto-login
      </Typography.Title>
      <AutoLoginSection userId={user.id} />
    </Dialog>
  );
}
