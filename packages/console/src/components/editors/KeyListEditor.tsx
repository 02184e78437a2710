import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addKeys } from './key-list';

export interface KeyListEditorProps {
  value: readonly string[];
  onChange(value: string[]): void;
  /** message key */
  label: string;
  /** message key of the placeholder */
  placeholder?: string;
  required?: boolean;
  /** message key shown when a required list is empty */
  requiredMessage?: string;
  disabled?: boolean;
  /** keys to suggest */
  suggestions?: readonly string[];
}

/**
 * Telemetry or attribute keys as chips: Enter, comma or semicolon ends a key; keys are trimmed, empty ones
 * and duplicates ignored; a required list shows an error when its last chip is removed.
 */
export function KeyListEditor(props: KeyListEditorProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [emptied, setEmptied] = useState(false);
  const error = props.required && emptied && props.value.length === 0;

  const commit = (typed: string) => {
    const next = addKeys(props.value, typed);
    setText('');
    if (next.length !== props.value.length) props.onChange(next);
  };

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[...(props.suggestions ?? [])]}
      value={props.value as string[]}
      inputValue={text}
      disabled={props.disabled}
      filterSelectedOptions
      onInputChange={(_event, next, reason) => {
        if (reason !== 'input') return;
        if (/[,;]/.test(next)) commit(next);
        else setText(next);
      }}
      onChange={(_event, next) => {
        const keys = next.reduce<string[]>((all, key) => addKeys(all, key), []);
        if (keys.length === 0 && props.value.length > 0) setEmptied(true);
        setText('');
        props.onChange(keys);
      }}
      onBlur={() => text.trim() && commit(text)}
      renderValue={(keys, getItemProps) =>
        keys.map((key, index) => {
          const { key: itemKey, ...itemProps } = getItemProps({ index });
          return <Chip key={itemKey} label={key} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(props.label)}
          placeholder={props.placeholder ? t(props.placeholder) : undefined}
          required={props.required}
          error={error}
          helperText={error ? t(props.requiredMessage ?? 'key-val.keys-required') : undefined}
        />
      )}
    />
  );
}
