import { LookupSelect, type LookupValue } from '../../widgets/LookupSelect/LookupSelect';
import { useLookupOptions } from '../../data/lookups';
import { formatText } from '../../../lib/formats';
import { HANDLER_NOT_DEFINED } from '../handlerNotDefined';
import { useMetaEnvironment, type ViewProps, type WidgetProps } from '../MetaContext';
import type { FieldMetadata, LookupDataSource } from '@console/contract/metadata';

const isKey = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

function asLookupValue(value: unknown): LookupValue | undefined {
  if (isKey(value)) return value;
  if (Array.isArray(value)) return value.filter(isKey);
  return undefined;
}

function dataSourceOf(field: FieldMetadata): LookupDataSource {
  if (!field.lookupDataSource)
    throw new Error(`${HANDLER_NOT_DEFINED}: lookup ${field.name} has no lookupDataSource`);
  return field.lookupDataSource;
}

/** A lookup field (isLookup): a LookupSelect over its lookupDataSource. */
export function LookupEdit({ value, onChange, field, disabled, id }: WidgetProps) {
  const { currentAccountId, lookupLoaders } = useMetaEnvironment();
  return (
    <LookupSelect
      id={id}
      dataSource={dataSourceOf(field)}
      value={asLookupValue(value)}
      onChange={onChange}
      currentAccountId={currentAccountId}
      loader={lookupLoaders[field.name]}
      disabled={disabled}
    />
  );
}

/** A lookup reads as the captions of its selected keys, asked of the lookup with selectedId. */
export function LookupView({ value, field }: ViewProps) {
  const { currentAccountId, lookupLoaders } = useMetaEnvironment();
  const selected = asLookupValue(value);
  const keys = selected === undefined ? [] : Array.isArray(selected) ? selected : [selected];
  const { options } = useLookupOptions({
    source: dataSourceOf(field),
    textFilter: '',
    selectedId: selected,
    currentAccountId,
    loader: lookupLoaders[field.name],
    enabled: keys.length > 0,
  });
  const captions = keys.map((key) => options.find((option) => option.value === key)?.label ?? String(key));
  return <>{formatText(captions.join(', '))}</>;
}
