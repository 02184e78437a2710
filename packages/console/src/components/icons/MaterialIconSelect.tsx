import { Autocomplete, Box, TextField } from '@mui/material';
import { MdiIcon } from './MdiIcon';
import { TITLE_ICONS, titleIconPath } from './title-icons';

interface MaterialIconSelectProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

const NAMES = Object.keys(TITLE_ICONS);

/**
 * Picks an icon by name, each choice shown with its icon. A saved name the console does not bundle is kept as it
 * is and can still be typed, since the platform's icon font knows more names than the console draws.
 */
export function MaterialIconSelect({ label, value, onChange }: MaterialIconSelectProps) {
  const path = titleIconPath(value);
  return (
    <Autocomplete
      freeSolo
      options={NAMES}
      value={value}
      onChange={(_event, next) => onChange(next ?? '')}
      onInputChange={(_event, next, reason) => reason === 'input' && onChange(next)}
      renderOption={({ key, ...props }, name) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <MdiIcon path={TITLE_ICONS[name] ?? ''} fontSize="small" />
          {name.replace(/^mdi:/, '')}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: path ? <MdiIcon path={path} fontSize="small" aria-hidden /> : undefined,
            },
          }}
        />
      )}
    />
  );
}
