import { ApiToken, TokenCreate, TokenStatus } from '@console/contract/kit';

interface Titled {
  title?: string;
  anyOf?: Titled[];
}

/** A field's caption from its schema's title, looking through a nullable union. */
function titleOf(schema: object): string {
  const { title, anyOf } = schema as Titled;
  return title ?? anyOf?.find((member) => member.title)?.title ?? '';
}

/** The token table's and dialogs' captions, from the contract's schemas. */
export const CAPTIONS = {
  label: titleOf(ApiToken.properties.label),
  hint: titleOf(ApiToken.properties.hint),
  status: titleOf(ApiToken.properties.status),
  expires: titleOf(ApiToken.properties.expirationDate),
  created: titleOf(ApiToken.properties.createdAt),
  createdBy: titleOf(ApiToken.properties.createdBy),
  lastUsed: titleOf(ApiToken.properties.lastUsedAt),
  expirationDate: titleOf(TokenCreate.properties.expirationDate),
};

/** The longest label the server takes. */
export const LABEL_MAX_LENGTH = (TokenCreate.properties.label as object as { maxLength: number }).maxLength;

export const TEXT = {
  issue: 'Issue token',
  issued: 'Token issued',
  shownOnce: 'Copy the token now: it will not be shown again.',
  copy: 'Copy',
  done: 'Done',
  changeExpiration: 'Change expiration',
  expirationChanged: 'Expiration changed',
  neverExpires: 'Leave empty: the token never expires.',
  never: 'Never',
  disable: 'Disable',
  disableConfirm: 'Disable this token? Calls with it are refused until it is enabled again.',
  disabled: 'Token disabled',
  enable: 'Enable',
  enabled: 'Token enabled',
  delete: 'Delete',
  deleteConfirm: 'Delete this token? Calls with it are refused from now on; this cannot be undone.',
  deleted: 'Token deleted',
  empty: 'No tokens yet',
  actions: 'Actions',
} as const;

/** The status tag's colour: active green, disabled plain, expired orange. */
export const STATUS_COLOURS: Record<TokenStatus, string | undefined> = {
  [TokenStatus.Active]: 'green',
  [TokenStatus.Disabled]: undefined,
  [TokenStatus.Expired]: 'orange',
};

export const STATUS_LABELS: Record<TokenStatus, string> = {
  [TokenStatus.Active]: 'Active',
  [TokenStatus.Disabled]: 'Disabled',
  [TokenStatus.Expired]: 'Expired',
};
