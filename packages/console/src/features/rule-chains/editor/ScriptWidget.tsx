import type { WidgetProps } from '@rjsf/utils';
import { ScriptField } from './ScriptField';
import type { ScriptKind } from './script-nodes';

/** What the node's form tells its script fields: the saved node they belong to, if it is saved. */
export interface ScriptFormContext {
  ruleNodeId?: string;
}

/** A script field of a generated node form, as {@link ScriptField}. */
export function ScriptWidget({ value, onChange, label, options, disabled, readonly, registry }: WidgetProps) {
  const { ruleNodeId } = registry.formContext as ScriptFormContext;
  return (
    <ScriptField
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(text) => onChange(text)}
      kind={options.scriptKind as ScriptKind}
      ruleNodeId={ruleNodeId}
      disabled={disabled || readonly}
    />
  );
}
