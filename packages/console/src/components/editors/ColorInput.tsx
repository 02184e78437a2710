import { InputAdornment, TextField } from '@mui/material';

interface ColorInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A colour as the platform saves it (any CSS colour, such as `rgba(0, 0, 0, 0.87)`), typed or picked from the
 * browser's swatch. The swatch knows only `#rrggbb`, so it starts from black for other forms. The text field is
 * the accessible way in; the swatch is a shortcut for the pointer, hidden from assistive technology and the tab order.
 */
export function ColorInput({ label, value, onChange }: ColorInputProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <input
                type="color"
                aria-hidden
                tabIndex={-1}
                value={HEX.test(value) ? value : '#000000'}
                onChange={(event) => onChange(event.target.value)}
                style={{ width: 28, height: 28, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
