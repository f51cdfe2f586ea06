import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Skeleton } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { ArgsOf, Endpoint } from '@console/contract/kit';
import type { FieldMetadata } from '@console/contract/metadata';
import { ONBOARDING_CHANGES } from './api';
import { MetaFormDialog } from '../../kit/MetaFormDialog';
import type { FormValues } from '../../kit/meta/MetaForm';
import { Permitted } from '../../kit/Permitted';
import { TEXT } from './texts';

/** One line of the settings' view: its caption and how its value reads. */
export interface SettingsLine<S> {
  name: keyof S & string;
  caption: string;
  render?: (value: S[keyof S]) => ReactNode;
}

export interface SettingsCardProps<S, E extends Endpoint> {
  title: string;
  /** The read: null when nothing was ever saved (its 404, tolerated silently). */
  read: { data: S | null | undefined; isPending: boolean; isError: boolean };
  lines: readonly SettingsLine<S>[];
  /** What the card says when nothing is saved. */
  notSet: string;
  /** The save call and its path parameters. */
  save: E;
  params?: ArgsOf<E>['params'];
  /** The values the form starts from when nothing is saved (the defaults, or suggestions). */
  startFrom: Partial<S>;
  /** More actions beside Edit (Use the defaults). */
  actions?: ReactNode;
}

/** Fields that may be left empty (an `X | null` field): the form does not require them. */
const NULLABLE = new Set(['notificationEmail', 'redirectUrl']);
const emptyAllowed = (fields: readonly FieldMetadata[]) =>
  fields.map((field) => (NULLABLE.has(field.name) ? { ...field, required: false } : field));
/** An empty nullable field is sent as null, which the contract takes as "none". */
const toBody = (values: FormValues) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      NULLABLE.has(name) && (value === undefined || value === '') ? null : value,
    ]),
  );

/**
 * One kind of onboarding settings: shown as a list of captions and values, or the state of none
 * saved yet (never an error: the spec tolerates that 404), with Edit (or Set) opening the form of
 * the save call's metadata. Staff who may not make the save call (read-only, or without its
 * permission: the company's defaults are "Change company defaults") see the button disabled with
 * the reason.
 */
export function SettingsCard<S extends Record<string, unknown>, E extends Endpoint>({
  title,
  read,
  lines,
  notSet,
  save,
  params,
  startFrom,
  actions,
}: SettingsCardProps<S, E>) {
  const [editing, setEditing] = useState(false);
  const saved = read.data ?? null;
  const body = read.isPending ? (
    <Skeleton active paragraph={{ rows: 4 }} />
  ) : read.isError ? (
    <Alert type="error" showIcon title={`${title} could not be loaded`} />
  ) : saved ? (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      size="small"
      items={lines.map(({ name, caption, render }) => ({
        key: name,
        label: caption,
        children: render ? render(saved[name]) : String(saved[name] ?? TEXT.none),
      }))}
    />
  ) : (
    <Alert type="info" showIcon title={notSet} />
  );
  return (
    <Card
      title={title}
      extra={
        !read.isPending && (
          <>
            {actions}
            <Permitted call={save}>
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                {saved ? TEXT.edit : TEXT.set}
              </Button>
            </Permitted>
          </>
        )
      }
    >
      {body}
      {editing && (
        <MetaFormDialog
          title={`${saved ? TEXT.edit : TEXT.set} ${title}`}
          endpoint={save}
          params={params}
          initialValues={saved ?? startFrom}
          // Editing saved settings, a secret (the integration's API key) sits behind Change.
          editing={saved !== null}
          adjustFields={emptyAllowed}
          toBody={toBody as never}
          savedMessage={TEXT.saved}
          invalidates={ONBOARDING_CHANGES}
          onSaved={() => setEditing(false)}
          onClose={() => setEditing(false)}
        />
      )}
    </Card>
  );
}
