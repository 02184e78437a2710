import type { ComponentDescriptor } from '@fleetdeck/model';
import Form from '@rjsf/mui';
import type { ErrorSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { type RefObject, useImperativeHandle, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configurationSchema, configurationUiSchema, missingRequired } from './configuration-schema';
import type { NodeFormHandle } from './forms';
import { type ScriptFormContext, ScriptWidget } from './ScriptWidget';
import { SCRIPT_NODES } from './script-nodes';

interface NodeConfigurationEditorProps {
  /** the saved node's id: its script test starts from the last message it received in debug mode */
  ruleNodeId?: string;
  descriptor: ComponentDescriptor | undefined;
  configuration: Record<string, unknown>;
  onChange(configuration: Record<string, unknown>): void;
  /** what the node dialog asks when the user confirms: the configuration, or null while a field is invalid */
  handle: RefObject<NodeFormHandle | null>;
}

const WIDGETS = { script: ScriptWidget };

/**
 * A node's configuration as a form generated from its kind's default configuration; the script of a script node is
 * edited in the code editor and tested on the server.
 */
export function NodeConfigurationEditor({
  ruleNodeId,
  descriptor,
  configuration,
  onChange,
  handle,
}: NodeConfigurationEditorProps) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<ErrorSchema | undefined>();
  const defaults = descriptor?.configurationDescriptor.nodeDefinition.defaultConfiguration;
  // the schema is read once per dialog: regenerating it on every keystroke would remount the fields
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const schema = useMemo(() => configurationSchema(defaults ?? {}, configuration), [defaults]);
  const uiSchema = useMemo(() => configurationUiSchema(descriptor && SCRIPT_NODES[descriptor.clazz]), [descriptor]);
  const formContext = useMemo<ScriptFormContext>(() => ({ ruleNodeId }), [ruleNodeId]);
  useImperativeHandle(handle, () => ({
    configuration: async () => {
      const missing = missingRequired(schema, configuration, (field) => t('rulenode.field-required', { field }));
      setErrors(missing ?? undefined);
      return missing ? null : configuration;
    },
  }));
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={configuration}
      validator={validator}
      widgets={WIDGETS}
      formContext={formContext}
      liveValidate={false}
      showErrorList={false}
      extraErrors={errors}
      onChange={(event) => onChange((event.formData ?? {}) as Record<string, unknown>)}
    />
  );
}
