import type { WidgetAttributeScope } from '../../widget-context';
import { type FieldValue, toSavedValue } from './field-value';
import type { InputField } from './sections';

const SCOPES: Record<string, WidgetAttributeScope> = { server: 'SERVER_SCOPE', shared: 'SHARED_SCOPE' };

/** Whether the user may change a field: editable, not switched off by another key, and saved as an attribute. */
export function fieldEditable(field: InputField, valueOfKey: (name: string) => FieldValue | undefined): boolean {
  if (field.settings.isEditable !== 'editable') return false;
  if (!(field.settings.dataKeyType in SCOPES)) return false;
  const switchKey = field.settings.disabledOnDataKey;
  return !switchKey || Boolean(valueOfKey(switchKey));
}

/**
 * The attributes a save writes, by scope: the given fields' values converted to their types and through the key's
 * set-value function. Telemetry keys are left out: widgets save attributes only.
 */
export function savePlan(
  fields: readonly InputField[],
  valueOfField: (field: InputField) => FieldValue,
  setValue: (field: InputField, value: unknown) => unknown,
): Partial<Record<WidgetAttributeScope, Record<string, unknown>>> {
  const plan: Partial<Record<WidgetAttributeScope, Record<string, unknown>>> = {};
  for (const field of fields) {
    const scope = SCOPES[field.settings.dataKeyType];
    if (!scope) continue;
    const saved = toSavedValue(valueOfField(field), field.settings.dataKeyValueType);
    plan[scope] = { ...plan[scope], [field.dataKey.name]: setValue(field, saved) };
  }
  return plan;
}
