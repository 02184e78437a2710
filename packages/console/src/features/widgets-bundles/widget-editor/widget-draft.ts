import type { WidgetTypeDescriptor, WidgetTypeDetails, WidgetTypeDraft } from '@fleetdeck/model';

/** The id in the widget editor's address of a widget type not saved yet. */
export const NEW_WIDGET_TYPE = 'new';

/** What the widget editor edits of a widget type: its name and the descriptor, every other descriptor key kept. */
export interface WidgetEditorDraft {
  name: string;
  descriptor: WidgetTypeDescriptor;
}

/** A new widget type starts as the platform's new widget: a latest-values card that shows its first value. */
export const NEW_WIDGET_DRAFT: WidgetEditorDraft = {
  name: '',
  descriptor: {
    type: 'latest',
    sizeX: 7.5,
    sizeY: 3,
    resources: [],
    templateHtml: '<div class="value"></div>',
    templateCss: '.value {\n  font-size: 24px;\n  padding: 8px;\n}',
    controllerScript: [
      'self.onInit = function () {',
      '};',
      '',
      'self.onDataUpdated = function () {',
      '  var point = self.ctx.data[0] && self.ctx.data[0].data[0];',
      "  self.ctx.$container.find('.value').text(point ? point[1] : '');",
      '};',
      '',
      'self.onDestroy = function () {',
      '};',
    ].join('\n'),
    settingsSchema: '{}',
    dataKeySettingsSchema: '{}',
    defaultConfig: JSON.stringify({
      datasources: [
        {
          type: 'function',
          name: 'function',
          dataKeys: [{ name: 'f(x)', type: 'function', label: 'Random', color: '#2196f3', settings: {} }],
        },
      ],
      showTitle: true,
      settings: {},
      title: 'New widget',
    }),
  },
};

export function draftOf(widgetType: WidgetTypeDetails): WidgetEditorDraft {
  return { name: widgetType.name, descriptor: { ...widgetType.descriptor } };
}

/** The widget type to save: the edited one under its id, or (`saveAs`) a new one of the bundle under another name. */
export function widgetTypeToSave(
  draft: WidgetEditorDraft,
  bundleAlias: string,
  saved: WidgetTypeDetails | null,
): WidgetTypeDraft {
  const resources = (draft.descriptor.resources ?? []).filter((resource) => resource.url.trim() !== '');
  const descriptor = { ...draft.descriptor, resources };
  if (!saved) return { bundleAlias, name: draft.name.trim(), descriptor };
  return {
    id: saved.id,
    bundleAlias: saved.bundleAlias,
    alias: saved.alias,
    name: draft.name.trim(),
    image: saved.image,
    description: saved.description,
    descriptor,
  };
}

/** True when the draft differs from what was saved (or from the new widget template). */
export function isDirty(draft: WidgetEditorDraft, saved: WidgetEditorDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(saved);
}
