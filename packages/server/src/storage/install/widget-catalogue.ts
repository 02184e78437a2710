import { NULL_UUID } from '@fleetdeck/model';
import { toJsonText } from '../../common/json.js';
import { newId, uuidTime } from '../../common/uuid.js';
import type { Db } from '../schema.js';
import { readPlatformFixture } from './platform-fixtures.js';

/** One widget type of the catalogue: the platform's facts without its widget code. */
export interface CatalogueWidgetType {
  alias: string;
  name: string;
  type: string;
  sizeX: number | string;
  sizeY: number | string;
  hasSettingsSchema: boolean;
  settingsDirective: string | null;
  dataKeySettingsDirective: string | null;
  defaultConfig: unknown;
}

export interface CatalogueBundle {
  bundleAlias: string;
  title: string;
  widgetTypes: CatalogueWidgetType[];
}

export const WIDGET_CATALOGUE_FILE = 'widget-catalogue.json';

export function readWidgetCatalogue(): CatalogueBundle[] {
  return readPlatformFixture<CatalogueBundle[]>(WIDGET_CATALOGUE_FILE);
}

/**
 * A descriptor in the platform's shape. The catalogue carries no widget code (the console draws system widgets
 * with its own components), so templates, controller script and schemas are empty; `defaultConfig` is JSON text, as
 * the platform's descriptors hold it.
 */
export function catalogueDescriptor(type: CatalogueWidgetType): Record<string, unknown> {
  return {
    type: type.type,
    sizeX: Number(type.sizeX),
    sizeY: Number(type.sizeY),
    resources: [],
    templateHtml: '',
    templateCss: '',
    controllerScript: '',
    settingsSchema: '',
    dataKeySettingsSchema: '',
    settingsDirective: type.settingsDirective ?? '',
    dataKeySettingsDirective: type.dataKeySettingsDirective ?? '',
    defaultConfig: JSON.stringify(type.defaultConfig),
  };
}

/** The system widgets bundles and their widget types, owned by the null UUID tenant. */
export async function installWidgetCatalogue(db: Db, catalogue = readWidgetCatalogue()): Promise<void> {
  for (const bundle of catalogue) {
    const bundleId = newId();
    await db
      .insertInto('widgets_bundle')
      .values({
        id: bundleId,
        created_time: uuidTime(bundleId),
        tenant_id: NULL_UUID,
        alias: bundle.bundleAlias,
        title: bundle.title,
        image: null,
        description: null,
        external_id: null,
      })
      .execute();
    if (bundle.widgetTypes.length === 0) continue;
    // One statement per bundle: a fresh installation on a remote database makes a few round trips, not a hundred.
    await db
      .insertInto('widget_type')
      .values(
        bundle.widgetTypes.map((type) => {
          const typeId = newId();
          return {
            id: typeId,
            created_time: uuidTime(typeId),
            tenant_id: NULL_UUID,
            bundle_alias: bundle.bundleAlias,
            alias: type.alias,
            name: type.name,
            image: null,
            description: null,
            descriptor: toJsonText(catalogueDescriptor(type)) as string,
          };
        }),
      )
      .execute();
  }
}
