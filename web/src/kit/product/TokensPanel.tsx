import { useState } from 'react';
import { Button, Flex, Space, Tag } from 'antd';
import { QueryTable } from '../list/QueryTable';
import { PlusOutlined } from '@ant-design/icons';
import type {
  ApiToken,
  ArgsOf,
  Endpoint,
  IssuedToken,
  ParamsOf,
  tokenEndpoints,
} from '@console/contract/kit';
import { Permitted } from '../Permitted';
import { EMPTY_TEXT, formatDate, formatDateTime, formatText } from '../../lib/formats';
import { queryKeys } from '../data/call';
import { useEndpoint, useEndpointMutation } from '../data/queries';
import { ExpirationDialog, IssuedTokenDialog, IssueTokenDialog } from './tokens/TokenDialogs';
import { CAPTIONS, STATUS_COLOURS, STATUS_LABELS, TEXT } from './tokens/texts';
import { useFeedback } from '../feedback';

/** A family's four token calls (contract/src/kit/tokens.ts tokenEndpoints). */
export type TokenEndpoints = Pick<ReturnType<typeof tokenEndpoints>, 'list' | 'create' | 'update' | 'remove'>;

export interface TokensPanelProps<T extends Record<keyof TokenEndpoints, Endpoint>> {
  endpoints: T;
  /** The base path's own parameters (an account's id), when it has any. */
  params?: ParamsOf<T['list']>;
}

/**
 * The one token screen (DESIGN.md "Families: the kit"): a family's tokens, issued with the secret
 * shown once, their expiration changed, disabled and enabled, deleted. Each action is gated by the
 * family's call for it (kit/Permitted.tsx): staff who may not issue or change tokens (read-only, or
 * without "Manage tokens and licenses") see every action disabled, saying why, rather than a table
 * that silently lacks them.
 */
export function TokensPanel<T extends Record<keyof TokenEndpoints, Endpoint>>({
  endpoints,
  params,
}: TokensPanelProps<T>) {
  const { message } = useFeedback();
  const base = params as Record<string, unknown> | undefined;
  const list = useEndpoint(endpoints.list, { params } as ArgsOf<T['list']>);
  const tokens = list.data as ApiToken[] | undefined;
  const invalidates = [queryKeys.endpoint(endpoints.list)];
  const update = useEndpointMutation(endpoints.update, { invalidates });
  const remove = useEndpointMutation(endpoints.remove, { invalidates });
  const [issuing, setIssuing] = useState(false);
  // The secret lives here only until its dialog closes: no list or read ever returns it.
  const [issued, setIssued] = useState<IssuedToken>();
  const [changing, setChanging] = useState<ApiToken>();

  const byToken = (token: ApiToken) => ({ ...base, tokenId: token.id });
  const setDisabled = (token: ApiToken, disabled: boolean) =>
    update.mutate({ params: byToken(token), body: { disabled } } as unknown as ArgsOf<T['update']>, {
      onSuccess: () => void message.success(disabled ? TEXT.disabled : TEXT.enabled),
    });
  const deleteToken = (token: ApiToken) =>
    remove.mutate({ params: byToken(token) } as unknown as ArgsOf<T['remove']>, {
      onSuccess: () => void message.success(TEXT.deleted),
    });

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <Permitted call={endpoints.create}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIssuing(true)}>
            {TEXT.issue}
          </Button>
        </Permitted>
      </Flex>
      <QueryTable<ApiToken>
        rowKey="id"
        query={list}
        rows={tokens}
        empty={TEXT.empty}
        columns={[
          { key: 'label', title: CAPTIONS.label, dataIndex: 'label' },
          {
            key: 'hint',
            title: CAPTIONS.hint,
            dataIndex: 'hint',
            render: (hint: string) => (hint ? `…${hint}` : EMPTY_TEXT),
          },
          {
            key: 'status',
            title: CAPTIONS.status,
            dataIndex: 'status',
            render: (status: ApiToken['status']) => (
              <Tag color={STATUS_COLOURS[status]}>{STATUS_LABELS[status]}</Tag>
            ),
          },
          {
            key: 'expires',
            title: CAPTIONS.expires,
            dataIndex: 'expirationDate',
            render: (date: string | null) => (date ? formatDate(date) : TEXT.never),
          },
          { key: 'created', title: CAPTIONS.created, dataIndex: 'createdAt', render: formatDateTime },
          { key: 'createdBy', title: CAPTIONS.createdBy, dataIndex: 'createdBy', render: formatText },
          {
            key: 'lastUsed',
            title: CAPTIONS.lastUsed,
            dataIndex: 'lastUsedAt',
            render: (at: string | null) => (at ? formatDateTime(at) : TEXT.never),
          },
          {
            key: 'actions',
            title: TEXT.actions,
            render: (_: unknown, token: ApiToken) => (
              <TokenActions
                token={token}
                endpoints={endpoints}
                onChangeExpiration={() => setChanging(token)}
                onDisabled={(disabled) => setDisabled(token, disabled)}
                onDelete={() => deleteToken(token)}
              />
            ),
          },
        ]}
      />
      {issuing && (
        <IssueTokenDialog
          endpoint={endpoints.create}
          params={base}
          invalidates={invalidates}
          onClose={() => setIssuing(false)}
          onIssued={(token) => {
            setIssuing(false);
            setIssued(token);
          }}
        />
      )}
      {issued && <IssuedTokenDialog token={issued} onClose={() => setIssued(undefined)} />}
      {changing && (
        <ExpirationDialog
          token={changing}
          endpoint={endpoints.update}
          params={byToken(changing)}
          invalidates={invalidates}
          onClose={() => setChanging(undefined)}
        />
      )}
    </>
  );
}

interface TokenActionsProps {
  token: ApiToken;
  endpoints: Pick<Record<keyof TokenEndpoints, Endpoint>, 'update' | 'remove'>;
  onChangeExpiration: () => void;
  onDisabled: (disabled: boolean) => void;
  onDelete: () => void;
}

function TokenActions({ token, endpoints, onChangeExpiration, onDisabled, onDelete }: TokenActionsProps) {
  return (
    <Space size={4} wrap>
      <Permitted call={endpoints.update}>
        <Button size="small" onClick={onChangeExpiration}>
          {TEXT.changeExpiration}
        </Button>
      </Permitted>
      {token.disabled ? (
        <Permitted call={endpoints.update}>
          <Button size="small" onClick={() => onDisabled(false)}>
            {TEXT.enable}
          </Button>
        </Permitted>
      ) : (
        <Permitted
          call={endpoints.update}
          confirm={{ title: TEXT.disableConfirm, okText: TEXT.disable, onConfirm: () => onDisabled(true) }}
        >
          <Button size="small">{TEXT.disable}</Button>
        </Permitted>
      )}
      <Permitted
        call={endpoints.remove}
        confirm={{
          title: TEXT.deleteConfirm,
          okText: TEXT.delete,
          okButtonProps: { danger: true },
          onConfirm: onDelete,
        }}
      >
        <Button size="small" danger>
          {TEXT.delete}
        </Button>
      </Permitted>
    </Space>
  );
}
