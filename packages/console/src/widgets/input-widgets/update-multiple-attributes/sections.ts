import { fillEntityPattern } from '../../entity-pattern';
import { keyLabel } from '../../key-label';
import type { DataKey, Datasource } from '../../widget-config';
import type { WidgetEntity } from '../../widget-context';
import type { WidgetSeries } from '../../widget-definition';
import type { MultipleInputKeySettings, MultipleInputSettings } from './settings';

export interface InputField {
  /** unique within its section */
  id: string;
  dataKey: DataKey;
  settings: MultipleInputKeySettings;
  label: string;
  /** the latest value as the server sent it; undefined when the entity has none */
  value: unknown;
}

export interface InputSection {
  id: string;
  datasource: Datasource;
  /** null for datasources that resolve to no entity (function datasources): nothing can be saved there */
  entity: WidgetEntity | null;
  title: string;
  fields: InputField[];
}

/** One section per datasource entity, in the order the series come, with a field per key the settings do not hide. */
export function inputSections(data: readonly WidgetSeries[], settings: MultipleInputSettings): InputSection[] {
  const sections = new Map<string, InputSection>();
  for (const series of data) {
    const id = series.entity
      ? `${series.entity.id.entityType}:${series.entity.id.id}`
      : `datasource:${series.datasource.name ?? ''}`;
    let section = sections.get(id);
    if (!section) {
      section = {
        id,
        datasource: series.datasource,
        entity: series.entity ?? null,
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's own pattern syntax
        title: fillEntityPattern(settings.groupTitle || '${entityName}', series.datasource, series.entity),
        fields: [],
      };
      sections.set(id, section);
    }
    const keySettings = series.dataKey.settings as MultipleInputKeySettings;
    if (keySettings.dataKeyHidden) continue;
    section.fields.push({
      id: `${series.dataKey.type}:${series.dataKey.name}:${section.fields.length}`,
      dataKey: series.dataKey,
      settings: keySettings,
      label: keyLabel(series.dataKey, { ...series.datasource, entityName: series.entity?.name }),
      value: series.data.at(-1)?.[1],
    });
  }
  return [...sections.values()];
}
