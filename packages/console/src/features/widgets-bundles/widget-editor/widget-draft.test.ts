import type { WidgetTypeDetails } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { draftOf, isDirty, NEW_WIDGET_DRAFT, widgetTypeToSave } from './widget-draft';

const saved = {
  id: { entityType: 'WIDGET_TYPE', id: 'w1' },
  createdTime: 1,
  tenantId: { entityType: 'TENANT', id: 't1' },
  bundleAlias: 'boiler_room',
  alias: 'live_value',
  name: 'Live value',
  image: 'data:image/png;base64,AA==',
  description: 'The latest value',
  descriptor: {
    type: 'latest',
    sizeX: 6,
    sizeY: 4,
    resources: [],
    templateHtml: '<div></div>',
    controllerScript: 'self.onInit = function () {};',
    defaultConfig: '{}',
    settingsDirective: 'tb-custom-settings',
  },
} as unknown as WidgetTypeDetails;

describe('widget editor drafts', () => {
  it("save an edited type under its id and alias, keeping its picture, description and the descriptor's other keys", () => {
    const draft = draftOf(saved);
    draft.descriptor.templateHtml = '<b>changed</b>';
    const body = widgetTypeToSave(draft, 'ignored', saved);
    expect(body).toMatchObject({
      id: saved.id,
      alias: 'live_value',
      bundleAlias: 'boiler_room',
      image: saved.image,
      description: 'The latest value',
    });
    expect(body.descriptor).toMatchObject({ templateHtml: '<b>changed</b>', settingsDirective: 'tb-custom-settings' });
  });

  it('save a new type (or a copy) into the bundle under its name only, and drop empty resource rows', () => {
    const draft = { ...draftOf(saved), name: '  Copy of live value ' };
    draft.descriptor.resources = [{ url: '' }, { url: 'https://cdn.example/chart.js' }];
    const body = widgetTypeToSave(draft, 'boiler_room', null);
    expect(body.id).toBeUndefined();
    expect(body.alias).toBeUndefined();
    expect(body.name).toBe('Copy of live value');
    expect(body.descriptor.resources).toEqual([{ url: 'https://cdn.example/chart.js' }]);
  });

  it('are dirty once they differ from what was saved', () => {
    expect(isDirty(NEW_WIDGET_DRAFT, NEW_WIDGET_DRAFT)).toBe(false);
    expect(isDirty({ ...NEW_WIDGET_DRAFT, name: 'Gauge' }, NEW_WIDGET_DRAFT)).toBe(true);
    expect(JSON.parse(NEW_WIDGET_DRAFT.descriptor.defaultConfig).datasources[0].type).toBe('function');
  });
});
