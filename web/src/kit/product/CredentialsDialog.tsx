import type { ReactNode } from 'react';
import { Button, Descriptions, Empty, Flex, Skeleton, Tooltip, Typography } from 'antd';
import { Dialog } from '../widgets/Dialog';
import { CopyOutlined } from '@ant-design/icons';
import type { Credentials } from '@console/contract/accounts/api';
import { useCopy } from '../widgets/useCopy';

export function CopyButton({ text, label }: { text: string; label: string }) {
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

export interface CredentialsDialogProps {
  /** The user's name, in the title. */
  userName: string;
  /** The credentials read, as the family's call answers them (never a password). */
  credentials: { isPending: boolean; data?: Credentials };
  onClose: () => void;
  /** Below the credentials: what a family adds (the accounts' auto-login link). */
  children?: ReactNode;
}

/**
 * A customer user's credentials as the server returns them, each with a copy button: one dialog for
 * every family whose users have credentials (accounts, the Dashboard's customers).
 */
export function CredentialsDialog({ userName, credentials, onClose, children }: CredentialsDialogProps) {
  return (
    <Dialog
      title={`Credentials of ${userName}`}
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
      {children}
    </Dialog>
  );
}
