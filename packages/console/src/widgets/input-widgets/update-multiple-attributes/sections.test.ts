import { describe, expect, it } from 'vitest';
import type { DataKey, Datasource } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { inputSections } from './sections';
import { DEFAULT_MULTIPLE_INPUT_KEY_SETTINGS, DEFAULT_MULTIPLE_INPUT_SETTINGS } from './settings';

// Titles hold the platform's `${…}` variables as plain text, not template strings.
const variable = (name: string) => `\${${name}}`;
const datasource: Datasource = { type: 'entity', entityAliasId: 'alias', dataKeys: [] };
const key = (name: string, hidden = false): DataKey => ({
  name,
  type: 'attribute',
  label: name,
  color: '#000',
  settings: { ...DEFAULT_MULTIPLE_INPUT_KEY_SETTINGS, dataKeyHidden: hidden },
});
const series = (entity: string, name: string, value: unknown, hidden = false): WidgetSeries => ({
  datasource,
  dataKey: key(name, hidden),
  data: [[1, value]],
  entity: { id: { entityType: 'DEVICE', id: entity }, name: `Device ${entity}`, label: null },
});

describe('input sections', () => {
  it('makes one section per entity with a field per visible key and its latest value', () => {
    const sections = inputSections(
      [series('a', 'flag', 'true'), series('a', 'secret', 'x', true), series('b', 'flag', 'false')],
      { ...DEFAULT_MULTIPLE_INPUT_SETTINGS, groupTitle: `Settings of ${variable('entityName')}` },
    );
    expect(sections.map((section) => section.title)).toEqual(['Settings of Device a', 'Settings of Device b']);
    expect(sections[0].fields.map((field) => [field.label, field.value])).toEqual([['flag', 'true']]);
    expect(sections[1].entity?.id).toEqual({ entityType: 'DEVICE', id: 'b' });
  });

  it('titles a section with the entity name by default', () => {
    expect(inputSections([series('a', 'flag', 'true')], DEFAULT_MULTIPLE_INPUT_SETTINGS)[0].title).toBe('Device a');
  });
});
