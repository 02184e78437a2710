import { MenuItem, TextField } from '@mui/material';

export interface ToolbarSelectOption<V extends string> {
  value: V;
  /** translated */
  label: string;
}

interface ToolbarSelectProps<V extends string> {
  /** translated */
  label: string;
  value: V;
  options: readonly ToolbarSelectOption<V>[];
  onChange(value: V): void;
  minWidth: number;
}

/** A small select of a list's toolbar (an alarm status, an event type) that keeps its own width beside the title. */
export function ToolbarSelect<V extends string>({ label, value, options, onChange, minWidth }: ToolbarSelectProps<V>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      fullWidth={false}
      margin="none"
      sx={{ minWidth }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
