/**
 * Field metadata (console-core §3): what the server's GET /api/Metadata/v2 answers for a route's
 * payload, and what the web's MetaForm and MetaView render. The server derives it from the same
 * schema that validates the payload; the annotations below are how a schema asks for more.
 */
export const FIELD_TYPES = [
  'key',
  'guid',
  'string',
  'object',
  'numeric',
  'int',
  'datetime',
  'time',
  'enum',
  'bool',
  'array',
  'image',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const LookupHandlerType = { Simple: 0, Custom: 1, Paging: 2 } as const;
export type LookupHandlerType = (typeof LookupHandlerType)[keyof typeof LookupHandlerType];

export interface LookupDataSource {
  /** The GET path answering the lookup (page, pageSize, textFilter, selectedId, currentAccountId). */
  path: string;
  handlerType: LookupHandlerType;
  /** The item property holding the value. */
  lookupKey: string;
  /** The item property shown to the user. */
  lookupCaption: string;
  multiselect: boolean;
}

export interface EnumValue {
  value: string | number;
  text: string;
  disabled?: boolean;
}

export interface FieldMetadata {
  /** The payload's property name, as forms name the field. */
  name: string;
  caption: string;
  description?: string;
  required: boolean;
  showInView: boolean;
  showInEdit: boolean;
  disabled: boolean;
  /** When set, only users holding one of these roles may edit the field (the server refuses the rest). */
  editableForRoles?: string[];
  minValue?: number;
  maxValue?: number;
  /** Largest image accepted, in pixels. */
  maxWidth?: number;
  maxHeight?: number;
  /** Longest text accepted. */
  maxLength?: number;
  /** A text's format the browser checks too: 'email' (dates are their own types). */
  format?: 'email';
  type: FieldType;
  enumValues?: EnumValue[];
  isLookup: boolean;
  lookupDataSource?: LookupDataSource;
  /** The item's fields, for type array (of objects) and object. */
  arrayItemMetadata?: FieldMetadata[];
  /** Grouped layouts: the group the field sits in and its width on the 24-column grid. */
  group?: string;
  span?: number;
  /** Hidden until the form shows its optional fields. */
  optional?: boolean;
  /** A secret (password): never shown in view mode. */
  secret?: boolean;
  /** A paragraph rather than a line: edited in a text area with a counter up to maxLength. */
  multiline?: boolean;
}

export interface RouteMetadata {
  httpMethod: string;
  route: string;
  fields: FieldMetadata[];
  /** Group order and captions for grouped layouts. */
  groups?: { name: string; caption: string }[];
}

/** The paged lookup answer (console-core §3). */
export interface LookupPage<T> {
  data: { items: T[]; page: number; totalPages: number };
}
