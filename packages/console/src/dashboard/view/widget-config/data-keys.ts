import type { DataKey, DataKeyType, Datasource } from '../../../widgets/widget-config';

/** The colours new keys take in turn, as the platform's material palette. */
const KEY_COLOURS = ['#2196f3', '#4caf50', '#f44336', '#ffc107', '#607d8b', '#9c27b0', '#8bc34a', '#3f51b5'];

/** The key types a datasource offers: an entity's values, a generated function, or the count of entities. */
export function keyTypesOf(datasource: Datasource): DataKeyType[] {
  if (datasource.type === 'function') return ['function'];
  if (datasource.type === 'entityCount') return ['count'];
  return ['timeseries', 'attribute', 'entityField', 'alarm'];
}

/** A new key as the platform writes it: labelled by its name, coloured by its place among the widget's keys. */
export function newDataKey(name: string, type: DataKeyType, index: number): DataKey {
  const key: DataKey = { name, type, label: name, color: KEY_COLOURS[index % KEY_COLOURS.length] ?? '#2196f3' };
  key.settings = {};
  key._hash = Math.random();
  if (type === 'function') key.funcBody = 'return prevValue + Math.random() * 10 - 5;';
  return key;
}

/** A datasource switched to another type: its alias stays where it still applies, its keys where they still fit. */
export function withDatasourceType(datasource: Datasource, type: Datasource['type']): Datasource {
  const switched: Datasource = { ...datasource, type };
  if (type === 'function') switched.entityAliasId = undefined;
  const allowed = keyTypesOf(switched);
  switched.dataKeys = datasource.dataKeys.filter((key) => allowed.includes(key.type));
  return switched;
}
