import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { accountsApi, type AccountUserRow, type AutoLogin } from '@console/contract/accounts/api';
import { useAutoLogin, useCredentials } from './api';
import { CountdownTimer } from '../../kit/widgets/CountdownTimer/CountdownTimer';
import { useMayCall } from '../../kit/permit';
import { TEXT } from './texts';
import { CopyButton, CredentialsDialog as KitCredentialsDialog } from '../../kit/product/CredentialsDialog';

export const OPEN_AUTO_LOGIN = 'Open auto-login link';

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
  // Issuing a link is a sign-in as the customer, a change the server refuses to read-only staff (and
  // to staff without "Read customer credentials"): not even asked for, the reason said instead.
  const permit = useMayCall(accountsApi.autoLogin);
  const autoLogin = useAutoLogin(userId, permit.allowed);
  if (!permit.allowed) return <Typography.Text type="secondary">{permit.reason}</Typography.Text>;
  if (autoLogin.isPending) return <Skeleton.Button active />;
  if (!autoLogin.data)
    return <Typography.Text type="danger">The auto-login link could not be issued.</Typography.Text>;
  return <AutoLoginLink link={autoLogin.data} />;
}

export interface CredentialsDialogProps {
  user: AccountUserRow;
  onClose: () => void;
}

/** An account user's credentials (the kit's dialog) with an auto-login link. */
export function CredentialsDialog({ user, onClose }: CredentialsDialogProps) {
  const credentials = useCredentials(user.id);
  return (
    <KitCredentialsDialog
      userName={`${user.firstName} ${user.lastName}`}
      credentials={credentials}
      onClose={onClose}
    >
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        Auto-login
      </Typography.Title>
      <AutoLoginSection userId={user.id} />
    </KitCredentialsDialog>
  );
}
