import { Box, Typography } from '@mui/material';
import type { WidgetProps } from '../../widget-definition';
import type { LedIndicatorSettings } from './settings';
import { useLedState } from './useLedState';

/**
 * The platform's "Led indicator": a round LED in the configured colour, lit or dim as a key of the target device
 * says, after an optional RPC status check of the device. A failed check prints under it.
 */
export function LedIndicator({ config, data, translate, context }: WidgetProps<LedIndicatorSettings>) {
  const settings = config.settings;
  const { on, error } = useLedState({ config, data, context, translate });
  const colour = settings.ledColor;
  // color-mix takes any CSS colour the settings may hold, named ones included
  const shade = (percent: number) => `color-mix(in srgb, ${colour} ${percent}%, transparent)`;
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
        gap: 1,
        p: 1,
        overflow: 'hidden',
      }}
    >
      {settings.title ? <Typography variant="subtitle1">{settings.title}</Typography> : null}
      <Box
        role="img"
        aria-label={`${name}: ${translate(on ? 'widgets.rpc.on' : 'widgets.rpc.off')}`}
        data-lit={on}
        sx={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          border: 2,
          borderColor: 'divider',
          bgcolor: on ? colour : shade(25),
          boxShadow: on ? `0 0 16px 4px ${shade(60)}` : 'none',
        }}
      />
      {error ? (
        <Typography role="alert" variant="body2" color="error" sx={{ textAlign: 'center' }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
