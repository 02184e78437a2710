import { Box, Button, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { fillEntityPattern } from '../../entity-pattern';
import type { WidgetProps } from '../../widget-definition';
import { AttributeField } from './AttributeField';
import { type FieldValue, fieldProblem, problemText, toFieldValue } from './field-value';
import { fieldEditable, savePlan } from './save-plan';
import { type InputField, type InputSection, inputSections } from './sections';
import type { MultipleInputSettings } from './settings';

/** An edit and the value it was made over: once a different value arrives from the server the edit is dropped. */
interface Edit {
  value: FieldValue;
  over: FieldValue;
}

/**
 * "Update Multiple Attributes": a form section per datasource entity, an input per data key, saving the values as
 * server or shared attributes of that entity, with Save and Undo buttons or on each change.
 */
export function UpdateMultipleAttributes({ config, data, translate, context }: WidgetProps<MultipleInputSettings>) {
  const settings = config.settings;
  const sections = useMemo(() => inputSections(data, settings), [data, settings]);
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  const [saving, setSaving] = useState(false);
  const canSave = context !== undefined && !context.isEdit;
  // User functions see the widget's settings and the current state, as plain data.
  const functionContext = { settings, stateParams: context?.stateParams ?? {}, currentUser: context?.currentUser };

  const serverValue = (field: InputField): FieldValue => {
    const raw =
      field.settings.useGetValueFunction && context
        ? context.callFunction(field.settings.getValueFunctionBody, ['value', 'ctx'], [field.value, functionContext])
        : field.value;
    return toFieldValue(raw, field.settings.dataKeyValueType);
  };
  const editKey = (section: InputSection, field: InputField) => `${section.id}/${field.id}`;
  const currentValue = (section: InputSection, field: InputField): FieldValue => {
    const edit = edits[editKey(section, field)];
    const server = serverValue(field);
    return edit && edit.over === server ? edit.value : server;
  };
  const changed = (section: InputSection, field: InputField) => currentValue(section, field) !== serverValue(field);
  const namedValue = (section: InputSection) => (name: string) => {
    const field = section.fields.find((candidate) => candidate.dataKey.name === name);
    return field ? currentValue(section, field) : undefined;
  };
  const editable = (section: InputSection, field: InputField) => fieldEditable(field, namedValue(section));
  const problem = (section: InputSection, field: InputField) => {
    const found = fieldProblem(currentValue(section, field), field.settings);
    return found ? problemText(found, translate) : null;
  };

  const save = async (section: InputSection, fields: InputField[], values: (field: InputField) => FieldValue) => {
    if (!context || !canSave || !section.entity) return;
    const plan = savePlan(fields, values, (field, value) =>
      field.settings.useSetValueFunction
        ? context.callFunction(
            field.settings.setValueFunctionBody,
            ['value', 'originValue', 'ctx'],
            [value, field.value, functionContext],
          )
        : value,
    );
    const entity = section.entity;
    setSaving(true);
    try {
      for (const [scope, values] of Object.entries(plan)) {
        await context.attributes.save(entity.id, scope as keyof typeof plan, values);
      }
      if (settings.showResultMessage) context.showToast(translate('widgets.input.update-successful'), 'success');
    } catch {
      if (settings.showResultMessage) context.showToast(translate('widgets.input.update-failed'), 'error');
    } finally {
      setSaving(false);
    }
  };

  const saveSection = (section: InputSection) => {
    const fields = section.fields.filter(
      (field) => editable(section, field) && (settings.updateAllValues || changed(section, field)),
    );
    if (fields.length > 0) void save(section, fields, (field) => currentValue(section, field));
  };
  const undo = (section: InputSection) =>
    setEdits((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(`${section.id}/`))),
    );
  const sectionValid = (section: InputSection) =>
    section.fields.every((field) => !editable(section, field) || problem(section, field) === null);
  const sectionChanged = (section: InputSection) =>
    section.fields.some((field) => editable(section, field) && changed(section, field));

  const title = settings.widgetTitle
    ? fillEntityPattern(settings.widgetTitle, sections[0]?.datasource, sections[0]?.entity ?? undefined)
    : '';
  const inRow = settings.fieldsAlignment === 'row' ? Math.max(1, settings.fieldsInRow) : 1;

  return (
    <Box sx={{ position: 'absolute', inset: 0, overflow: 'auto', p: 1 }}>
      {title ? (
        <Typography variant="subtitle1" sx={{ mb: 1 }}>
          {title}
        </Typography>
      ) : null}
      {sections.length === 0 ? (
        <Typography color="text.secondary">{translate('widget.no-data-found')}</Typography>
      ) : null}
      {sections.map((section) => (
        <Box key={section.id} component="section" aria-label={section.title} sx={{ mb: 2 }}>
          {settings.showGroupTitle ? (
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {section.title}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {section.fields.map((field) => {
              const fieldEditableNow = editable(section, field);
              const switchedOff =
                field.settings.disabledOnDataKey !== '' && !namedValue(section)(field.settings.disabledOnDataKey);
              const setValue = (value: FieldValue) =>
                setEdits((current) => ({ ...current, [editKey(section, field)]: { value, over: serverValue(field) } }));
              return (
                <Box key={field.id} sx={{ flex: `0 0 calc(${100 / inRow}% - ${((inRow - 1) * 16) / inRow}px)`, pt: 1 }}>
                  <AttributeField
                    label={field.label}
                    settings={field.settings}
                    value={currentValue(section, field)}
                    disabled={field.settings.isEditable === 'disabled' || switchedOff}
                    readOnly={!fieldEditableNow || !canSave || section.entity === null}
                    error={fieldEditableNow ? problem(section, field) : null}
                    onChange={setValue}
                    onCommit={(value) => {
                      if (settings.showActionButtons || !fieldEditableNow) return;
                      if (value === serverValue(field) && !settings.updateAllValues) return;
                      if (fieldProblem(value, field.settings)) return;
                      const fields = settings.updateAllValues
                        ? section.fields.filter((other) => other === field || editable(section, other))
                        : [field];
                      void save(section, fields, (other) => (other === field ? value : currentValue(section, other)));
                    }}
                  />
                </Box>
              );
            })}
          </Box>
          {settings.showActionButtons ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
              <Button disabled={saving || !sectionChanged(section)} onClick={() => undo(section)}>
                {settings.resetButtonLabel || translate('widgets.input.undo')}
              </Button>
              <Button
                variant="contained"
                disabled={
                  !canSave || saving || !sectionValid(section) || !(settings.updateAllValues || sectionChanged(section))
                }
                onClick={() => saveSection(section)}
              >
                {settings.saveButtonLabel || translate('action.save')}
              </Button>
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
