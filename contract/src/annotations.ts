import { Type } from 'typebox';
import type { Role } from './gates.ts';
import type { LookupHandlerType } from './metadata.ts';

/**
 * UI annotations of a contract schema: what a form or a view needs beyond what validation says.
 * They live under one vendor keyword, so the validator ignores them (the server registers the
 * keyword with its Ajv) and the field metadata of GET /api/Metadata/v2 is read from them. The
 * caption is the standard `title`, the help text the standard `description`.
 */
export const UI_KEYWORD = 'x-ui';

/** The pattern of a required text: at least one character that is not a space. */
export const NOT_BLANK = '\\S';

/** The lookups the server answers (GET, paged: console-core §7 "Metadata and lookups"). */
export const LookupPath = {
  AdminUsers: '/api/Lookups/AdminUsers',
  TimeZones: '/api/Lookups/TimeZones',
  SubscriptionPlans: '/api/Lookups/SubscriptionPlans',
  /** The administered company's accounts, the current one (currentAccountId) left out. */
  Accounts: '/api/Lookups/Accounts',
} as const;

/** The data source of a lookup field; the server's metadata fills what is left out. */
export interface LookupAnnotation {
  /** The GET path answering the lookup, e.g. '/api/Lookups/AdminUsers'. */
  path: string;
  /** Default: Paging. */
  handlerType?: LookupHandlerType;
  /** The item property holding the value. Default: 'id'. */
  lookupKey?: string;
  /** The item property shown to the user. Default: 'name'. */
  lookupCaption?: string;
  /** Default: true when the field is an array, else false. */
  multiselect?: boolean;
}

/** A caption for a group of fields, in the order the groups are laid out. */
export interface GroupAnnotation {
  name: string;
  caption: string;
}

export interface UiAnnotations {
  /** Default true. */
  showInView?: boolean;
  /** Default true. */
  showInEdit?: boolean;
  disabled?: boolean;
  /** Only these roles may change the field; the server refuses a change by anyone else. */
  editableForRoles?: readonly Role[];
  /**
   * Types the JSON type cannot tell: 'key' (an identifier), 'time' (an integer of seconds since
   * midnight), 'image' (an image as a data URL).
   */
  fieldType?: 'key' | 'time' | 'image';
  /** Largest image accepted, in pixels. */
  maxWidth?: number;
  maxHeight?: number;
  lookup?: LookupAnnotation;
  /** The group (a name from the object's `groups`) and the width on the 24-column grid. */
  group?: string;
  span?: number;
  /** Hidden until the form shows its optional fields. */
  optional?: boolean;
  /** A secret (password): never shown in view mode. */
  secret?: boolean;
  /**
   * A paragraph rather than a line (comments): a text area that counts towards its maxLength, and a
   * text that may hold tabs and line breaks (contract/src/kit/text.ts).
   */
  multiline?: boolean;
  /**
   * Data a device read, kept as read (a barcode's raw text): it may hold control characters, which a
   * view shows escaped (contract/src/kit/text.ts).
   */
  deviceData?: boolean;
  /** On an object schema: the captions and order of the groups its fields name. */
  groups?: readonly GroupAnnotation[];
  /** On a literal of a union: the choice is listed but cannot be picked. */
  enumDisabled?: boolean;
  /** On an enum: the words staff read for each of its values (a filter's choices), by value. */
  optionTitles?: Readonly<Record<string, string>>;
}

/**
 * Schema options with UI annotations, e.g.
 * `Type.String(ui({ title: 'Password', maxLength: 200 }, { secret: true, optional: true }))`.
 */
export function ui<O extends object>(
  options: O,
  annotations: UiAnnotations,
): O & { [UI_KEYWORD]: UiAnnotations } {
  return { ...options, [UI_KEYWORD]: annotations };
}

/** The UI annotations a schema carries; none when it carries no (well-formed) annotation. */
export function uiAnnotationsOf(schema: unknown): UiAnnotations {
  if (typeof schema !== 'object' || schema === null) return {};
  const annotations: unknown = (schema as Record<string, unknown>)[UI_KEYWORD];
  return typeof annotations === 'object' && annotations !== null ? (annotations as UiAnnotations) : {};
}

/** A required text: missing, empty or only spaces is refused with "<title> is required" on both sides. */
export const requiredText = (title: string, maxLength: number, annotations: UiAnnotations = {}) =>
  Type.String(ui({ title, minLength: 1, maxLength, pattern: NOT_BLANK }, annotations));

/** A required e-mail address, checked as one on both sides ('Email is not a valid e-mail address'). */
export const requiredEmail = (annotations: UiAnnotations = {}) =>
  Type.String(
    ui({ title: 'Email', minLength: 1, maxLength: 200, pattern: NOT_BLANK, format: 'email' }, annotations),
  );
