import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { mobileNumber } from './mobile-settings';

type Json = Record<string, unknown>;

interface MobileTabProps {
  config: Json;
  onChange(changes: Json): void;
}

/**
 * The widget's mobile mode settings, which the one-column mobile grid reads when its layout does not set them:
 * hidden or not, its place in the column and its height in rows.
 */
export function MobileTab({ config, onChange }: MobileTabProps) {
  const { t } = useTranslation();
  const number = (name: 'mobileOrder' | 'mobileHeight') =>
    typeof config[name] === 'number' && !Number.isNaN(config[name]) ? String(config[name]) : '';
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={config.mobileHide === true}
            onChange={(event) => onChange({ mobileHide: event.target.checked })}
          />
        }
        label={t('widget-config.mobile-hide')}
      />
      <TextField
        label={t('widget-config.mobile-order')}
        type="number"
        value={number('mobileOrder')}
        onChange={(event) => onChange({ mobileOrder: mobileNumber(event.target.value) })}
      />
      <TextField
        label={t('widget-config.mobile-height')}
        type="number"
        value={number('mobileHeight')}
        slotProps={{ htmlInput: { min: 1 } }}
        onChange={(event) => onChange({ mobileHeight: mobileNumber(event.target.value) })}
      />
    </Stack>
  );
}
