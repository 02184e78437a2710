import { Box, Typography } from '@mui/material';
import { formatValue } from '../../format-value';
import { keyLabel } from '../../key-label';
import type { WidgetProps } from '../../widget-definition';
import type { SimpleCardSettings } from './settings';

/**
 * The "Simple card" widget: the first key's label and its latest value with the key's (else the widget's) decimals
 * and units, the label above the value or before it. Its colours are the widget's, which the host sets.
 */
export function SimpleCard({ config, data }: WidgetProps<SimpleCardSettings>) {
  const series = data[0];
  if (!series) return null;
  const value = series.data.at(-1)?.[1];
  const decimals = series.dataKey.decimals ?? config.decimals;
  const units = series.dataKey.units ?? config.units;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  const text = formatValue(typeof number === 'number' && Number.isFinite(number) ? number : value, decimals, units);
  const left = config.settings.labelPosition === 'left';
  return (
    <Box
      sx={{
        height: '100%',
        containerType: 'size',
        display: 'flex',
        flexDirection: left ? 'row' : 'column',
        alignItems: left ? 'center' : 'flex-start',
        justifyContent: left ? 'flex-start' : 'space-between',
        gap: 2,
        color: 'inherit',
      }}
    >
      <Typography component="div" sx={{ fontSize: 'clamp(12px, 12cqmin, 28px)', opacity: 0.8 }}>
        {keyLabel(series.dataKey, series.datasource)}
      </Typography>
      <Typography
        component="div"
        data-testid="simple-card-value"
        sx={{ fontSize: 'clamp(16px, 30cqmin, 72px)', fontWeight: 300, ml: left ? 'auto' : 0, alignSelf: 'flex-end' }}
      >
        {text}
      </Typography>
    </Box>
  );
}
