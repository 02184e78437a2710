import { Autocomplete, Checkbox, Chip, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ScriptField } from '../ScriptField';
import type { ScriptKind } from '../script-nodes';

/** A checkbox bound to a boolean of the surrounding form. */
export function FormCheckbox<V extends FieldValues>(props: {
  name: Path<V>;
  label: string;
  /** after the value changed */
  onToggle?(checked: boolean): void;
}) {
  const { name, label, onToggle } = props;
  const { t } = useTranslation();
  const { control } = useFormContext<V>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={field.value === true}
              onChange={(event) => {
                field.onChange(event.target.checked);
                onToggle?.(event.target.checked);
              }}
            />
          }
          label={t(label)}
        />
      )}
    />
  );
}

/** A select of fixed options bound to the surrounding form; an option shows its message key or itself. */
export function FormSelect<V extends FieldValues>(props: {
  name: Path<V>;
  label: string;
  options: readonly string[];
  optionLabel?(option: string): string;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<V>();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => (
        <TextField select fullWidth label={t(props.label)} {...field}>
          {props.options.map((option) => (
            <MenuItem key={option} value={option}>
              {props.optionLabel ? t(props.optionLabel(option)) : option}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A node script bound to the surrounding form, in the code editor with its Test button. */
export function FormScriptField<V extends FieldValues>(props: {
  name: Path<V>;
  label: string;
  kind: ScriptKind;
  ruleNodeId?: string;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<V>();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field, fieldState }) => (
        <ScriptField
          label={t(props.label)}
          value={field.value ?? ''}
          onChange={field.onChange}
          kind={props.kind}
          ruleNodeId={props.ruleNodeId}
          error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
        />
      )}
    />
  );
}

/** A list of free texts as chips (relation types): typed and confirmed with Enter, removed by their cross. */
export function FormChips<V extends FieldValues>({ name, label }: { name: Path<V>; label: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<V>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Autocomplete
          multiple
          freeSolo
          autoSelect
          options={[]}
          value={field.value as string[]}
          onChange={(_event, value) =>
            field.onChange([...new Set(value.map((item) => String(item).trim()).filter(Boolean))])
          }
          renderValue={(value, getItemProps) =>
            value.map((item, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} label={item} size="small" {...itemProps} />;
            })
          }
          renderInput={(params) => <TextField {...params} label={t(label)} />}
        />
      )}
    />
  );
}
