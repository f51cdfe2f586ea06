import { Alert, Button, Descriptions, Flex, Tag, Typography } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { MRI_CALLBACK_PATH, mriApi } from '@console/contract/integrations/api';
import { useMriAuthorization, useRevokeMriAuthorization, useStartMriAuthorization } from './api';
import { useFeedback } from '../../kit/feedback';
import { Permitted } from '../../kit/Permitted';
import { formatDatetimeSeconds } from '../../lib/formats';
import { TEXT } from './texts';

/** Where the browser is sent: MRI's authorization page (a full navigation, outside the console). */
export const goTo = (url: string) => window.location.assign(url);

/**
 * The MRI page's authorization (product-families §2, §7): whether the console holds MRI's tokens
 * for this location (never the tokens), and the button that starts the OpenID Connect flow. MRI
 * sends staff back to /oidc-mri-callback, which ends it (MriCallbackPage).
 */
export function MriAuthorizationPanel({
  guid,
  navigate = goTo,
}: {
  guid: string;
  navigate?: (url: string) => void;
}) {
  const authorization = useMriAuthorization(guid, true);
  const start = useStartMriAuthorization();
  const revoke = useRevokeMriAuthorization();
  const { message } = useFeedback();
  const data = authorization.data;
  if (!data)
    return authorization.isError ? <Alert type="error" showIcon message={TEXT.mri.unreadable} /> : null;
  const authorize = () =>
    start
      .mutateAsync({
        params: { guid },
        body: { redirectUri: `${window.location.origin}${MRI_CALLBACK_PATH}` },
      })
      .then(({ authorizationUrl }) => navigate(authorizationUrl))
      .catch(() => undefined);
  return (
    <Flex vertical gap={12} align="start" aria-label="MRI authorization">
      {data.clientId === null && <Alert type="warning" showIcon message={TEXT.mri.noClientId} />}
      <Descriptions
        size="small"
        bordered
        column={1}
        style={{ width: '100%' }}
        items={[
          {
            key: 'state',
            label: 'Authorization',
            children: data.authorized ? (
              <Tag color="success">{TEXT.mri.authorized}</Tag>
            ) : (
              <Tag>{TEXT.mri.notAuthorized}</Tag>
            ),
          },
          { key: 'client', label: 'MRI Client ID', children: data.clientId ?? '—' },
          ...(data.authorized
            ? [
                { key: 'subject', label: 'MRI User', children: data.subject },
                {
                  key: 'at',
                  label: 'Authorized At',
                  children: `${formatDatetimeSeconds(data.authorizedAt ?? '')} by ${data.authorizedBy ?? ''}`,
                },
                {
                  key: 'expires',
                  label: 'Access Token Expires',
                  children: data.accessTokenExpiresAt
                    ? formatDatetimeSeconds(data.accessTokenExpiresAt)
                    : '—',
                },
                { key: 'refresh', label: 'Refresh Token', children: data.hasRefreshToken ? 'Held' : 'None' },
              ]
            : []),
        ]}
      />
      <Typography.Text type="secondary">{TEXT.mri.explain}</Typography.Text>
      <Flex gap={8}>
        <Permitted call={mriApi.authorize}>
          <Button
            type="primary"
            icon={<LoginOutlined />}
            disabled={data.clientId === null}
            loading={start.isPending}
            onClick={() => void authorize()}
          >
            {data.authorized ? TEXT.mri.reauthorize : TEXT.mri.authorize}
          </Button>
        </Permitted>
        {data.authorized && (
          <Permitted
            call={mriApi.revoke}
            confirm={{
              title: TEXT.mri.revokeConfirm,
              okText: TEXT.mri.revoke,
              okButtonProps: { danger: true },
              onConfirm: () =>
                revoke
                  .mutateAsync({ params: { guid } })
                  .then(() => void message.success(TEXT.mri.revoked))
                  .catch(() => undefined),
            }}
          >
            <Button danger loading={revoke.isPending}>
              {TEXT.mri.revoke}
            </Button>
          </Permitted>
        )}
      </Flex>
    </Flex>
  );
}
