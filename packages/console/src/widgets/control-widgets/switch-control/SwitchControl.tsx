import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { Box, ButtonBase, FormControlLabel, Switch, Typography } from '@mui/material';
import type { WidgetProps } from '../../widget-definition';
import type { SwitchVariant } from './family';
import type { SwitchSettings } from './settings';
import { type SwitchValue, useSwitchValue } from './useSwitchValue';

const SLIDER_COLOURS = { primary: 'primary', accent: 'secondary', warn: 'error' } as const;

interface VariantProps {
  settings: SwitchSettings;
  state: SwitchValue;
  /** the accessible name of the switch: its title, else the widget's */
  name: string;
  translate(key: string): string;
}

function BigSwitch({ settings, state, name, translate }: VariantProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {settings.showOnOffLabels ? <Typography variant="body2">{translate('widgets.rpc.off')}</Typography> : null}
      <Switch
        checked={state.value}
        disabled={!state.enabled}
        onChange={(event) => state.toggle(event.target.checked)}
        slotProps={{ input: { 'aria-label': name } }}
        sx={{ transform: 'scale(1.5)', mx: 1.5 }}
      />
      {settings.showOnOffLabels ? <Typography variant="body2">{translate('widgets.rpc.on')}</Typography> : null}
    </Box>
  );
}

function SlideToggle({ settings, state, name }: VariantProps) {
  return (
    <FormControlLabel
      label={settings.title}
      labelPlacement={settings.labelPosition === 'before' ? 'start' : 'end'}
      control={
        <Switch
          checked={state.value}
          disabled={!state.enabled}
          color={SLIDER_COLOURS[settings.sliderColor] ?? 'secondary'}
          onChange={(event) => state.toggle(event.target.checked)}
          slotProps={{ input: { 'aria-label': name } }}
        />
      }
    />
  );
}

function RoundSwitch({ state, name }: VariantProps) {
  return (
    <ButtonBase
      role="switch"
      aria-checked={state.value}
      aria-label={name}
      disabled={!state.enabled}
      onClick={() => state.toggle(!state.value)}
      sx={{
        width: 72,
        height: 72,
        borderRadius: '50%',
        border: 3,
        borderColor: state.value ? 'primary.main' : 'divider',
        color: state.value ? 'primary.main' : 'text.disabled',
        bgcolor: 'background.paper',
        boxShadow: state.value ? 4 : 1,
      }}
    >
      <PowerSettingsNewIcon fontSize="large" />
    </ButtonBase>
  );
}

const VARIANTS = { switch: BigSwitch, 'slide-toggle': SlideToggle, round: RoundSwitch };

interface SwitchControlProps extends WidgetProps<SwitchSettings> {
  variant: SwitchVariant;
}

/**
 * The platform's RPC switches: one boolean of the target device, read by RPC or from one of its keys and set by RPC,
 * drawn as a big switch with on/off labels, a slide toggle or a round knob. Failures print under the switch.
 */
export function SwitchControl({ config, data, translate, context, variant }: SwitchControlProps) {
  const settings = config.settings;
  const state = useSwitchValue({ config, data, context, translate });
  const Variant = VARIANTS[variant];
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
      {settings.title && variant !== 'slide-toggle' ? (
        <Typography variant="subtitle1">{settings.title}</Typography>
      ) : null}
      <Variant settings={settings} state={state} name={name} translate={translate} />
      {state.error ? (
        <Typography role="alert" variant="body2" color="error" sx={{ textAlign: 'center' }}>
          {state.error}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The component of one type of the family, drawing the switch its way. */
export function switchControlComponent(variant: SwitchVariant) {
  return function SwitchOfType(props: WidgetProps<SwitchSettings>) {
    return <SwitchControl {...props} variant={variant} />;
  };
}
