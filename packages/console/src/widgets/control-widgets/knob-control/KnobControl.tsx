import { Box, Typography } from '@mui/material';
import type { WidgetProps } from '../../widget-definition';
import { KnobDial } from './KnobDial';
import type { KnobSettings } from './settings';
import { useKnobValue } from './useKnobValue';

/**
 * The platform's "Knob Control": its title, a dial showing the target device's value between the minimum and
 * maximum printed under it, and the failure of the last read or set.
 */
export function KnobControl({ config, translate, context }: WidgetProps<KnobSettings>) {
  const settings = config.settings;
  const knob = useKnobValue({ config, context, translate });
  const name = settings.title || String(config.title ?? '');
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        p: 1,
        overflow: 'hidden',
      }}
    >
      {settings.title ? <Typography variant="subtitle1">{settings.title}</Typography> : null}
      <KnobDial
        value={knob.value}
        min={settings.minValue}
        max={settings.maxValue}
        name={name}
        disabled={!knob.enabled}
        onCommit={knob.commit}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', width: '100%', maxWidth: 200 }}>
        <Typography variant="caption" color="text.secondary">
          {settings.minValue}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {settings.maxValue}
        </Typography>
      </Box>
      {knob.error ? (
        <Typography role="alert" variant="body2" color="error" sx={{ textAlign: 'center' }}>
          {knob.error}
        </Typography>
      ) : null}
    </Box>
  );
}
