import type { EntityId, TenantId } from '../ids.js';
import type { WidgetKind } from './widget.js';

export type WidgetsBundleId = EntityId<'WIDGETS_BUNDLE'>;
export type WidgetTypeId = EntityId<'WIDGET_TYPE'>;

/** A named set of widget types. A system bundle carries the null UUID as its tenant id. */
export interface WidgetsBundle {
  id: WidgetsBundleId;
  createdTime: number;
  tenantId: TenantId;
  alias: string;
  title: string;
  image: string | null;
  description: string | null;
  externalId: WidgetsBundleId | null;
}

export type WidgetsBundleDraft = Partial<WidgetsBundle> & Pick<WidgetsBundle, 'title'>;

/**
 * How a widget type draws and what it starts with, stored as given. The schemas and `defaultConfig` are JSON held
 * in strings, as the platform's catalogue holds them.
 */
export interface WidgetTypeDescriptor {
  type: WidgetKind;
  sizeX: number;
  sizeY: number;
  resources?: { url: string; isModule?: boolean }[];
  templateHtml?: string;
  templateCss?: string;
  controllerScript?: string;
  settingsSchema?: string;
  dataKeySettingsSchema?: string;
  latestDataKeySettingsSchema?: string;
  settingsDirective?: string;
  dataKeySettingsDirective?: string;
  latestDataKeySettingsDirective?: string;
  /** the JSON text of the widget config a new widget of the type gets */
  defaultConfig: string;
  [key: string]: unknown;
}

/** A widget type as `/api/widgetTypes` and the alias lookup give it. */
export interface WidgetType {
  id: WidgetTypeId;
  createdTime: number;
  tenantId: TenantId;
  bundleAlias: string;
  alias: string;
  name: string;
  descriptor: WidgetTypeDescriptor;
}

/** A widget type with its picture and description. */
export interface WidgetTypeDetails extends WidgetType {
  image: string | null;
  description: string | null;
}

export type WidgetTypeDraft = Partial<Omit<WidgetTypeDetails, 'descriptor'>> &
  Pick<WidgetTypeDetails, 'bundleAlias' | 'name'> & { descriptor: Partial<WidgetTypeDescriptor> };

/** A widget type without its descriptor, with the descriptor's `type` as `widgetType`. */
export interface WidgetTypeInfo {
  id: WidgetTypeId;
  createdTime: number;
  tenantId: TenantId;
  bundleAlias: string;
  alias: string;
  name: string;
  image: string | null;
  description: string | null;
  widgetType: WidgetKind;
}
