import type { ComponentDescriptor } from '@fleetdeck/model';
import Form from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import { useMemo } from 'react';
import { configurationSchema, configurationUiSchema } from './configuration-schema';
import { ScriptWidget } from './ScriptWidget';
import { SCRIPT_NODES } from './script-nodes';

interface NodeConfigurationEditorProps {
  descriptor: ComponentDescriptor | undefined;
  configuration: Record<string, unknown>;
  onChange(configuration: Record<string, unknown>): void;
}

const WIDGETS = { script: ScriptWidget };

/**
 * A node's configuration as a form generated from its kind's default configuration; the script of a script node is
 * edited in the code editor and tested on the server.
 */
export function NodeConfigurationEditor({ descriptor, configuration, onChange }: NodeConfigurationEditorProps) {
  const defaults = descriptor?.configurationDescriptor.nodeDefinition.defaultConfiguration;
  // the schema is read once per dialog: regenerating it on every keystroke would remount the fields
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const schema = useMemo(() => configurationSchema(defaults ?? {}, configuration), [defaults]);
  const uiSchema = useMemo(() => configurationUiSchema(descriptor && SCRIPT_NODES[descriptor.clazz]), [descriptor]);
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={configuration}
      validator={validator}
      widgets={WIDGETS}
      liveValidate={false}
      onChange={(event) => onChange((event.formData ?? {}) as Record<string, unknown>)}
    />
  );
}
