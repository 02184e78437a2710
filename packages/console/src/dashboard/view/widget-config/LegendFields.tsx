import { Box, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LEGEND_POSITIONS, type LegendConfig } from '../../../widgets/widget-config';

interface LegendFieldsProps {
  /** the saved `legendConfig`, which may lack fields */
  value: Partial<LegendConfig> | undefined;
  onChange(legendConfig: LegendConfig): void;
}

// the platform's defaults for a legend saved without its layout
const DEFAULTS: LegendConfig = {
  direction: 'column',
  position: 'bottom',
  showMin: false,
  showMax: false,
  showAvg: true,
  showTotal: false,
};

const STATS = [
  ['showMin', 'legend.show-min'],
  ['showMax', 'legend.show-max'],
  ['showAvg', 'legend.show-avg'],
  ['showTotal', 'legend.show-total'],
] as const;

/** The legend's layout (`legendConfig`): its direction, its position and the values it shows for each key. */
export function LegendFields({ value, onChange }: LegendFieldsProps) {
  const { t } = useTranslation();
  const legend = { ...DEFAULTS, ...value };
  const set = (changes: Partial<LegendConfig>) => onChange({ ...legend, ...changes });
  return (
    <Box
      component="section"
      aria-label={t('legend.settings')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <TextField
        select
        label={t('legend.direction')}
        value={legend.direction}
        onChange={(e) => set({ direction: e.target.value as LegendConfig['direction'] })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="column">{t('direction.column')}</MenuItem>
        <MenuItem value="row">{t('direction.row')}</MenuItem>
      </TextField>
      <TextField
        select
        label={t('legend.position')}
        value={legend.position}
        onChange={(e) => set({ position: e.target.value as LegendConfig['position'] })}
        sx={{ minWidth: 160 }}
      >
        {LEGEND_POSITIONS.map((position) => (
          <MenuItem key={position} value={position}>
            {t(`position.${position}`)}
          </MenuItem>
        ))}
      </TextField>
      {STATS.map(([name, key]) => (
        <FormControlLabel
          key={name}
          control={<Checkbox checked={legend[name]} onChange={(e) => set({ [name]: e.target.checked })} />}
          label={t(key)}
        />
      ))}
    </Box>
  );
}
