import { createContext, useContext, type ComponentType } from 'react';
import type { FieldMetadata } from '@console/contract/metadata';
import type { LookupKey, LookupLoader } from '../widgets/LookupSelect/lookupWindow';
import type { ImageSizeReader } from './widgets/imageSize';

/** A field's value editor: the controlled-widget contract every field type implements. */
export interface WidgetProps {
  value: unknown;
  onChange: (value: unknown) => void;
  field: FieldMetadata;
  disabled: boolean;
  /** The control's id, so the field's label points at it. */
  id?: string;
}

/** A field's value as read-only text (MetaView). */
export interface ViewProps {
  value: unknown;
  field: FieldMetadata;
}

/** How one field type is edited and shown. */
export interface FieldHandler {
  Edit: ComponentType<WidgetProps>;
  View: ComponentType<ViewProps>;
}

/** What widgets need from the form around them. */
export interface MetaEnvironment {
  /** The registry, for the widgets that render nested fields (object, array). */
  handlerFor: (field: FieldMetadata) => FieldHandler;
  /** The signed-in user's roles, for editableForRoles. */
  roles: readonly string[];
  /** Sent with every lookup request. */
  currentAccountId?: LookupKey;
  /** Loaders of Custom lookups, by field name. */
  lookupLoaders: Readonly<Record<string, LookupLoader>>;
  readImageSize: ImageSizeReader;
  defaultSpan: number;
}

const MetaEnvironmentContext = createContext<MetaEnvironment | undefined>(undefined);
export const MetaEnvironmentProvider = MetaEnvironmentContext.Provider;

export function useMetaEnvironment(): MetaEnvironment {
  const environment = useContext(MetaEnvironmentContext);
  if (!environment) throw new Error('Field widgets render inside MetaForm or MetaView');
  return environment;
}
