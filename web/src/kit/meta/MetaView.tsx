import { useMemo } from 'react';
import { Empty } from 'antd';
import type { FieldMetadata, RouteMetadata } from '@console/contract/metadata';
import type { LookupKey, LookupLoader } from '../widgets/LookupSelect/lookupWindow';
import { SectionedGrid } from './FieldGrid';
import { isShownInView } from './fieldRules';
import { GRID_COLUMNS, sectionsOf } from './layout';
import { MetaEnvironmentProvider, type MetaEnvironment } from './MetaContext';
import { SETTINGS_EMPTY } from './MetaForm';
import { handlerFor } from './registry';
import { ViewItem } from './ViewItem';
import { readImageSize } from './widgets/imageSize';

export interface MetaViewProps {
  fields: readonly FieldMetadata[];
  groups?: RouteMetadata['groups'];
  values: Readonly<Record<string, unknown>>;
  /** Sent as currentAccountId when a lookup's caption is asked for. */
  currentAccountId?: LookupKey;
  lookupLoaders?: Readonly<Record<string, LookupLoader>>;
  defaultSpan?: number;
}

// Stable defaults, so the widgets' environment is not rebuilt on every render.
const NO_ROLES: readonly string[] = [];
const NO_LOADERS: Readonly<Record<string, LookupLoader>> = {};

/**
 * Field metadata in read-only text mode: each value as text through lib/formats, blanks as 'Empty',
 * secrets never shown, in the same grouped 24-column layout as MetaForm.
 */
export function MetaView({
  fields,
  groups,
  values,
  currentAccountId,
  lookupLoaders = NO_LOADERS,
  defaultSpan = GRID_COLUMNS,
}: MetaViewProps) {
  const environment = useMemo<MetaEnvironment>(
    () => ({ handlerFor, roles: NO_ROLES, currentAccountId, lookupLoaders, readImageSize, defaultSpan }),
    [currentAccountId, lookupLoaders, defaultSpan],
  );
  const shown = fields.filter(isShownInView);
  if (shown.length === 0) return <Empty description={SETTINGS_EMPTY} />;
  return (
    <MetaEnvironmentProvider value={environment}>
      <SectionedGrid
        sections={sectionsOf(shown, groups)}
        defaultSpan={defaultSpan}
        renderField={(field) => <ViewItem field={field} value={values[field.name]} />}
      />
    </MetaEnvironmentProvider>
  );
}
