import type { ComponentDescriptor } from '@fleetdeck/model';
import Form from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import { useMemo } from 'react';
import { configurationSchema, configurationUiSchema } from './configuration-schema';
import { type ScriptFormContext, ScriptWidget } from './ScriptWidget';
import { SCRIPT_NODES } from './script-nodes';

interface NodeConfigurationEditorProps {
  /** the saved node's id: its script test starts from the last message it received in debug mode */
  ruleNodeId?: string;
  descriptor: ComponentDescriptor | undefined;
  configuration: Record<string, unknown>;
  onChange(configuration: Record<string, unknown>): void;
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
}: NodeConfigurationEditorProps) {
  const defaults = descriptor?.configurationDescriptor.nodeDefinition.defaultConfiguration;
  // the schema is read once per dialog: regenerating it on every keystroke would remount the fields
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const schema = useMemo(() => configurationSchema(defaults ?? {}, configuration), [defaults]);
  const uiSchema = useMemo(() => configurationUiSchema(descriptor && SCRIPT_NODES[descriptor.clazz]), [descriptor]);
  const formContext = useMemo<ScriptFormContext>(() => ({ ruleNodeId }), [ruleNodeId]);
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={configuration}
      validator={validator}
      widgets={WIDGETS}
      formContext={formContext}
      liveValidate={false}
      onChange={(event) => onChange((event.formData ?? {}) as Record<string, unknown>)}
    />
  );
}
