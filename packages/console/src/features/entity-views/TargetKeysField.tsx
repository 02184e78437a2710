import type { EntityId } from '@fleetdeck/model';
import { KeyListEditor } from '../../components/editors/KeyListEditor';
import { type TargetKeySource, useTargetKeys } from './useTargetKeys';

interface TargetKeysFieldProps {
  /** message key */
  label: string;
  target: EntityId | null;
  source: TargetKeySource;
  value: readonly string[];
  onChange(value: string[]): void;
  disabled: boolean;
}

/** One key list of an entity view as chips, suggesting the target entity's keys of its kind and taking any typed key. */
export function TargetKeysField({ label, target, source, value, onChange, disabled }: TargetKeysFieldProps) {
  const suggestions = useTargetKeys(target, source);
  return (
    <KeyListEditor
      label={label}
      placeholder="entity-view.key-placeholder"
      value={value}
      onChange={onChange}
      disabled={disabled}
      suggestions={suggestions}
    />
  );
}
