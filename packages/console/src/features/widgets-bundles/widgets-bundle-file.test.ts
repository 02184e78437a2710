import { NULL_UUID, type WidgetsBundle, type WidgetTypeDetails } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import {
  exportedWidgetsBundle,
  exportedWidgetType,
  exportFileName,
  parseWidgetsBundleFile,
  parseWidgetTypeFile,
} from './widgets-bundle-file';

const TENANT = { entityType: 'TENANT', id: 'a1b2c3d4-0000-11ee-8000-000000000001' } as const;

const bundle: WidgetsBundle = {
  id: { entityType: 'WIDGETS_BUNDLE', id: 'b1b2c3d4-0000-11ee-8000-000000000002' },
  createdTime: 1700000000000,
  tenantId: TENANT,
  alias: 'greenhouse',
  title: 'Greenhouse',
  image: 'data:image/png;base64,AAAA',
  description: 'Widgets of the greenhouse',
  externalId: null,
};

const gauge: WidgetTypeDetails = {
  id: { entityType: 'WIDGET_TYPE', id: 'c1b2c3d4-0000-11ee-8000-000000000003' },
  createdTime: 1700000000001,
  tenantId: TENANT,
  bundleAlias: 'greenhouse',
  alias: 'humidity_gauge',
  name: 'Humidity gauge',
  image: null,
  description: 'Shows the humidity',
  descriptor: { type: 'latest', sizeX: 4, sizeY: 3, defaultConfig: '{}', templateHtml: '<div></div>' },
};

describe('the export of a widgets bundle', () => {
  it('is the bundle and the details of its widget types, without the ids of this installation', () => {
    const exported = exportedWidgetsBundle(bundle, [gauge]);
    expect(Object.keys(exported)).toEqual(['widgetsBundle', 'widgetTypes']);
    expect(exported.widgetsBundle).toEqual({
      alias: 'greenhouse',
      title: 'Greenhouse',
      image: 'data:image/png;base64,AAAA',
      description: 'Widgets of the greenhouse',
    });
    expect(exported.widgetTypes).toEqual([
      {
        bundleAlias: 'greenhouse',
        alias: 'humidity_gauge',
        name: 'Humidity gauge',
        image: null,
        description: 'Shows the humidity',
        descriptor: gauge.descriptor,
      },
    ]);
  });

  it('of a widget type is its details without ids, named after its alias', () => {
    expect(exportedWidgetType({ ...gauge, tenantId: { entityType: 'TENANT', id: NULL_UUID } })).not.toHaveProperty(
      'tenantId',
    );
    expect(exportFileName(gauge.alias)).toBe('humidity_gauge.json');
    expect(exportFileName(' ')).toBe('widgets.json');
  });

  it('reads back as the same bundle and widget types', () => {
    const text = JSON.stringify(exportedWidgetsBundle(bundle, [gauge]));
    const read = parseWidgetsBundleFile(text);
    expect(read).toMatchObject({ ok: true, draft: { bundle: { title: 'Greenhouse' } } });
    if (!read.ok) throw new Error('not read');
    expect(read.draft.widgetTypes).toEqual([
      {
        alias: 'humidity_gauge',
        name: 'Humidity gauge',
        image: null,
        description: 'Shows the humidity',
        descriptor: gauge.descriptor,
      },
    ]);
  });
});

describe('a widgets bundle file', () => {
  const refused = (text: string) => (parseWidgetsBundleFile(text) as { error?: string }).error;

  it('that is not JSON is refused as such', () => {
    expect(refused('{"widgetsBundle": ')).toBe('widgets-bundle.invalid-json-file-error');
  });

  it('without a titled bundle and a list of named widget types with descriptors is refused', () => {
    const invalid = 'widgets-bundle.invalid-widgets-bundle-file-error';
    expect(refused('[]')).toBe(invalid);
    expect(refused(JSON.stringify({ title: 'A dashboard', configuration: {} }))).toBe(invalid);
    expect(refused(JSON.stringify({ widgetsBundle: { title: 'B' } }))).toBe(invalid);
    expect(refused(JSON.stringify({ widgetsBundle: { title: ' ' }, widgetTypes: [] }))).toBe(invalid);
    expect(refused(JSON.stringify({ widgetsBundle: { title: 'B' }, widgetTypes: [{ name: 'No descriptor' }] }))).toBe(
      invalid,
    );
    expect(refused(JSON.stringify({ widgetsBundle: { title: 'B' }, widgetTypes: [{ descriptor: {} }] }))).toBe(invalid);
  });

  it('drops the ids a file from another installation carries', () => {
    const read = parseWidgetsBundleFile(JSON.stringify({ widgetsBundle: bundle, widgetTypes: [gauge] }));
    if (!read.ok) throw new Error(read.error);
    expect(read.draft.bundle).not.toHaveProperty('id');
    expect(read.draft.bundle).not.toHaveProperty('tenantId');
    expect(read.draft.widgetTypes[0]).not.toHaveProperty('id');
    expect(read.draft.widgetTypes[0]).not.toHaveProperty('bundleAlias');
  });
});

describe('a widget type file', () => {
  it('is a named widget type with a descriptor, taken without its ids and bundle', () => {
    const read = parseWidgetTypeFile(JSON.stringify(gauge));
    expect(read).toMatchObject({ ok: true, draft: { name: 'Humidity gauge', descriptor: { type: 'latest' } } });
    if (!read.ok) throw new Error(read.error);
    expect(read.draft).not.toHaveProperty('id');
    expect(read.draft).not.toHaveProperty('bundleAlias');
  });

  it('that is not JSON, or not a widget type, is refused with the reason', () => {
    expect(parseWidgetTypeFile('not json')).toEqual({ ok: false, error: 'widget.invalid-json-file-error' });
    expect(parseWidgetTypeFile(JSON.stringify({ widgetsBundle: {}, widgetTypes: [] }))).toEqual({
      ok: false,
      error: 'widget.invalid-widget-file-error',
    });
    expect(parseWidgetTypeFile(JSON.stringify({ name: 'Gauge', descriptor: 'text' }))).toEqual({
      ok: false,
      error: 'widget.invalid-widget-file-error',
    });
  });
});
