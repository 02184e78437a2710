import type { ComponentDescriptor } from '@fleetdeck/model';
import { JsonObjectEditor } from '../../../components/editors/JsonObjectEditor';

interface NodeConfigurationEditorProps {
  descriptor: ComponentDescriptor | undefined;
  configuration: Record<string, unknown>;
  onChange(configuration: Record<string, unknown>): void;
  onValidityChange(valid: boolean): void;
}

/** A node's configuration as JSON. */
export function NodeConfigurationEditor({ configuration, onChange, onValidityChange }: NodeConfigurationEditorProps) {
  return (
    <JsonObjectEditor
      label="rulenode.configuration"
      value={configuration}
      onChange={(value) => onChange(value ?? {})}
      onValidityChange={onValidityChange}
      minHeight={160}
    />
  );
}
