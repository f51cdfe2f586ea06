import { useMemo, useState, type ReactNode } from 'react';
import { Button, Empty, Form, type FormInstance } from 'antd';
import type { FieldMetadata, RouteMetadata } from '@console/contract/metadata';
import { fieldProblems } from '@console/contract/kit';
import type { Rule } from 'antd/es/form';
import type { LookupKey, LookupLoader } from '../widgets/LookupSelect/lookupWindow';
import { SectionedGrid } from './FieldGrid';
import { fieldItemProps } from './fieldItemProps';
import { passwordProblems } from '@console/contract/password';
import {
  fieldErrorText,
  isFieldDisabled,
  isHiddenInEdit,
  isLockedByRole,
  followsPasswordPolicy,
  isPasswordField,
} from './fieldRules';
import { SecretField } from './SecretField';
import { sectionsOf, GRID_COLUMNS } from './layout';
import { MetaEnvironmentProvider, type FieldHandler, type MetaEnvironment } from './MetaContext';
import { handlerFor } from './registry';
import { readImageSize as browserImageSize, type ImageSizeReader } from './widgets/imageSize';

export const SETTINGS_EMPTY = 'Settings is empty';
export const SHOW_OPTIONAL_FIELDS = 'Show Optional Fields';
export const HIDE_OPTIONAL_FIELDS = 'Hide Optional Fields';

export type FormValues = Record<string, unknown>;

export interface MetaFormProps {
  /** The route's field metadata; showInEdit decides what is rendered. */
  fields: readonly FieldMetadata[];
  /** Group order and captions (RouteMetadata.groups). */
  groups?: RouteMetadata['groups'];
  /** The caller's Form.useForm() instance: submit, reset, and applyPropertyErrors go through it. */
  form?: FormInstance<FormValues>;
  initialValues?: FormValues;
  onFinish?: (values: FormValues) => void;
  /** The signed-in user's roles, for editableForRoles (compared in lowercase). */
  roles?: readonly string[];
  /** Disables every field (e.g. while saving or for read-only staff). */
  disabled?: boolean;
  /** Shows the fields marked optional; without it the form keeps its own state (hidden at first). */
  showOptional?: boolean;
  /** Renders the 'Show Optional Fields' / 'Hide Optional Fields' toggle when a field is optional. */
  optionalToggle?: boolean;
  onShowOptionalChange?: (shown: boolean) => void;
  /** Sent as currentAccountId by lookup fields. */
  currentAccountId?: LookupKey;
  /** Loaders for lookups with handlerType Custom, by field name. */
  lookupLoaders?: Readonly<Record<string, LookupLoader>>;
  /** How image sizes are read; the browser's by default. */
  readImageSize?: ImageSizeReader;
  /** Width on the 24-column grid of fields without a span (lists and objects take the full row). */
  defaultSpan?: number;
  layout?: 'vertical' | 'horizontal';
  /**
   * Above the fields, inside the form: a field the page draws itself that the others follow (a
   * subscription's plan comes before its quantity).
   */
  lead?: ReactNode;
  /** Below the fields, inside the form: the submit buttons. */
  children?: ReactNode;
  /** Editing a record that exists: its secrets sit behind Change and are sent only when changed. */
  editing?: boolean;
}

// Stable defaults, so the widgets' environment is not rebuilt on every render.
const NO_ROLES: readonly string[] = [];
const NO_LOADERS: Readonly<Record<string, LookupLoader>> = {};

interface FormFieldProps {
  field: FieldMetadata;
  handler: FieldHandler;
  disabled: boolean;
  hidden: boolean;
  /** The user's roles may not change it: shown as its value's text, not as an empty disabled control. */
  readOnly: boolean;
}

/** The bridge between Form.Item, which injects value, onChange and id, and the field's widget. */
function BoundWidget({
  handler: { Edit },
  field,
  disabled,
  value,
  onChange,
  id,
}: Omit<FormFieldProps, 'hidden' | 'readOnly'> & {
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}) {
  return (
    <Edit field={field} value={value} onChange={(next) => onChange?.(next)} disabled={disabled} id={id} />
  );
}

/**
 * The metadata's rules, checked in the browser before anything is sent and worded as the server
 * words them (contract/src/kit/validation.ts). A field the user cannot change is not checked. A rule
 * on every field also means a field's server error goes away as soon as the field is changed.
 */
function rulesOf(field: FieldMetadata, disabled: boolean): Rule[] {
  if (disabled) return [];
  const password = followsPasswordPolicy(field);
  return [
    {
      validator: async (_rule, value: unknown) => {
        const problems = fieldProblems(field, value);
        // The password policy is the contract's, enforced by the server with the same messages.
        if (password && typeof value === 'string' && value !== '') problems.push(...passwordProblems(value));
        if (problems.length > 0) throw new Error(fieldErrorText(field, problems));
      },
    },
  ];
}

/** A field the user may read but not change (console-core §6: the assigned admin's name, read-only). */
function ReadOnlyWidget({
  handler: { View },
  field,
  value,
}: {
  handler: FieldHandler;
  field: FieldMetadata;
  value?: unknown;
}) {
  return (
    <div role="group" aria-label={field.caption} data-readonly-field={field.name}>
      <View field={field} value={value} />
    </div>
  );
}

function FormField({
  field,
  handler,
  disabled,
  hidden,
  readOnly,
  editing,
}: FormFieldProps & { editing: boolean }) {
  const secret = editing && isPasswordField(field);
  // A secret being changed must be given: Change then nothing typed is not a change.
  const checked = secret ? { ...field, required: true } : field;
  const item = (
    <Form.Item
      name={field.name}
      {...fieldItemProps(checked)}
      hidden={hidden}
      rules={rulesOf(checked, disabled)}
    >
      {readOnly ? (
        <ReadOnlyWidget handler={handler} field={field} />
      ) : (
        <BoundWidget handler={handler} field={field} disabled={disabled} />
      )}
    </Form.Item>
  );
  if (!secret || hidden) return item;
  return (
    <SecretField name={field.name} label={field.caption} disabled={disabled}>
      {item}
    </SecretField>
  );
}

/**
 * A form built from field metadata (console-core §2, §5): one widget per field type from the
 * registry, laid out in groups on the 24-column grid. Optional fields stay registered while hidden,
 * so what was typed into them is kept and submitted.
 */
export function MetaForm({
  fields,
  groups,
  form,
  initialValues,
  onFinish,
  roles = NO_ROLES,
  disabled = false,
  showOptional,
  optionalToggle = false,
  onShowOptionalChange,
  currentAccountId,
  lookupLoaders = NO_LOADERS,
  readImageSize = browserImageSize,
  defaultSpan = GRID_COLUMNS,
  layout = 'vertical',
  lead,
  children,
  editing = false,
}: MetaFormProps) {
  const [ownShowOptional, setOwnShowOptional] = useState(false);
  const optionalShown = showOptional ?? ownShowOptional;
  const toggleOptional = () => {
    setOwnShowOptional(!optionalShown);
    onShowOptionalChange?.(!optionalShown);
  };

  const environment = useMemo<MetaEnvironment>(
    () => ({ handlerFor, roles, currentAccountId, lookupLoaders, readImageSize, defaultSpan }),
    [roles, currentAccountId, lookupLoaders, readImageSize, defaultSpan],
  );

  const editable = fields.filter((field) => field.showInEdit);
  if (editable.length === 0) return <Empty description={SETTINGS_EMPTY} />;
  const shown = editable.filter((field) => !isHiddenInEdit(field, optionalShown));
  const hidden = editable.filter((field) => isHiddenInEdit(field, optionalShown));
  const renderField = (field: FieldMetadata, isHidden: boolean) => (
    <FormField
      key={field.name}
      field={field}
      handler={handlerFor(field)}
      disabled={disabled || isFieldDisabled(field, roles)}
      readOnly={isLockedByRole(field, roles)}
      hidden={isHidden}
      editing={editing}
    />
  );

  return (
    <MetaEnvironmentProvider value={environment}>
      <Form<FormValues> form={form} layout={layout} initialValues={initialValues} onFinish={onFinish}>
        {optionalToggle && editable.some((field) => field.optional) && (
          <Button type="link" onClick={toggleOptional} style={{ paddingInline: 0 }}>
            {optionalShown ? HIDE_OPTIONAL_FIELDS : SHOW_OPTIONAL_FIELDS}
          </Button>
        )}
        {lead}
        <SectionedGrid
          sections={sectionsOf(shown, groups)}
          defaultSpan={defaultSpan}
          renderField={(field) => renderField(field, false)}
        />
        {hidden.map((field) => renderField(field, true))}
        {children}
      </Form>
    </MetaEnvironmentProvider>
  );
}
