import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useMemo } from 'react';
import { ChoiceObjectFieldTemplate } from './ChoiceObjectFieldTemplate';
import { settingsUiSchema } from './settings-ui-schema';

const TEMPLATES = { ObjectFieldTemplate: ChoiceObjectFieldTemplate };

interface WidgetSettingsFormProps {
  /** a definition's settingsSchema (or dataKeySettingsSchema) */
  schema: RJSFSchema;
  settings: Record<string, unknown>;
  onChange(settings: Record<string, unknown>): void;
}

/**
 * The settings form of a widget type, generated from its JSON schema. Changes go out as the user makes them; the
 * host saves them with the rest of the widget's config. Load it with `LazyWidgetSettingsForm`.
 */
export function WidgetSettingsForm({ schema, settings, onChange }: WidgetSettingsFormProps) {
  const uiSchema = useMemo(
    () => ({ ...settingsUiSchema(schema), 'ui:submitButtonOptions': { norender: true } }),
    [schema],
  );
  return (
    <Form
      schema={schema}
      formData={settings}
      validator={validator}
      liveValidate={false}
      uiSchema={uiSchema}
      templates={TEMPLATES}
      onChange={(event) => onChange(event.formData as Record<string, unknown>)}
    />
  );
}
