import { Box, Switch, Typography } from '@mui/material';
import { darken } from '@mui/material/styles';
import type { WidgetProps } from '../../widget-definition';
import type { GpioType } from './family';
import { GpioHeader } from './GpioHeader';
import { headerRows } from './header-rows';
import { pinsOn } from './panel-states';
import type { GpioPin, GpioSettings } from './settings';
import { useGpioControl } from './useGpioControl';

type GpioWidgetProps = WidgetProps<GpioSettings> & Pick<GpioType, 'board'>;

/** A GPIO control: a switch per pin, read and set on the target device by RPC; failures print under the pins. */
function GpioControl({ config, context, translate, board }: GpioWidgetProps) {
  const settings = config.settings;
  const control = useGpioControl({ config, context, translate });
  const renderPin = (pin: GpioPin) => (
    <Switch
      size="small"
      color="default"
      checked={control.isOn(pin.pin)}
      disabled={!control.enabled}
      onChange={(event) => control.toggle(pin.pin, event.target.checked)}
      slotProps={{ input: { 'aria-label': pin.label } }}
      sx={{ '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': { bgcolor: 'common.white', opacity: 0.7 } }}
    />
  );
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <GpioHeader
          rows={headerRows(settings.gpioList, board)}
          panelColor={settings.switchPanelBackgroundColor}
          renderPin={renderPin}
        />
      </Box>
      {control.error ? (
        <Typography role="alert" variant="body2" color="error" sx={{ textAlign: 'center', p: 0.5 }}>
          {control.error}
        </Typography>
      ) : null}
    </Box>
  );
}

/** A GPIO panel: an LED per pin, lit in the pin's colour while the data key labelled with its number is true. */
function GpioPanel({ config, data, translate, board }: GpioWidgetProps) {
  const settings = config.settings;
  const on = pinsOn(data);
  const renderPin = (pin: GpioPin) => {
    const lit = on.has(pin.pin);
    const color = pin.color || '#008000';
    return (
      <Box
        role="img"
        aria-label={`${pin.label}: ${translate(lit ? 'widgets.rpc.on' : 'widgets.rpc.off')}`}
        sx={{
          width: 16,
          height: 16,
          mx: 0.5,
          borderRadius: '50%',
          bgcolor: lit ? color : darken(color, 0.7),
          boxShadow: lit ? `0 0 6px 2px ${color}` : 'none',
        }}
      />
    );
  };
  return (
    <GpioHeader
      rows={headerRows(settings.gpioList, board)}
      panelColor={settings.ledPanelBackgroundColor}
      renderPin={renderPin}
    />
  );
}

/** The component of one GPIO type: its pins as switches or LEDs, on its board's layout. */
export function gpioComponent({ role, board }: Pick<GpioType, 'role' | 'board'>) {
  const Role = role === 'control' ? GpioControl : GpioPanel;
  return function GpioOfType(props: WidgetProps<GpioSettings>) {
    return <Role {...props} board={board} />;
  };
}
