import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import type { WidgetProps } from '../../widget-definition';
import { rpcErrorText } from '../rpcbutton/rpc-request';
import { attributeValues } from './attribute-values';
import type { UpdateDeviceAttributeSettings } from './settings';

/**
 * The "Update device attribute" widget: one button that saves the configured attribute values on the target device
 * in the configured scope, disabled while the save runs. A save that worked says so in a toast; a failed one, or
 * parameters that are not a JSON object, print under the button.
 */
export function UpdateDeviceAttribute({ config, translate, context }: WidgetProps<UpdateDeviceAttributeSettings>) {
  const settings = config.settings;
  const style = settings.styleButton;
  const [running, setRunning] = useState(false);
  const [error, setError] = useState('');
  const target = context?.rpc.targetDevice ?? null;
  const noTarget = context !== undefined && target === null;

  const update = async () => {
    if (!context || !target) return;
    const values = attributeValues(settings.entityParameters);
    if (!values) {
      setError(translate('widgets.input.invalid-value'));
      return;
    }
    setRunning(true);
    setError('');
    try {
      await context.attributes.save(target, settings.entityAttributeType, values);
      context.showToast(translate('widgets.input.update-successful'), 'success');
    } catch (failure) {
      setError(rpcErrorText(failure));
    } finally {
      setRunning(false);
    }
  };

  const custom = !style.isPrimary;
  const alert = noTarget ? translate('widgets.rpc.target-device-not-set') : error;
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
      }}
    >
      {settings.title ? <Typography variant="subtitle1">{settings.title}</Typography> : null}
      <Button
        variant={style.isRaised ? 'contained' : 'text'}
        color={style.isPrimary ? 'primary' : 'inherit'}
        disabled={!context || context.isEdit || !target || running}
        onClick={update}
        sx={{
          ...(custom && style.bgColor ? { bgcolor: style.bgColor } : {}),
          ...(custom && style.textColor ? { color: style.textColor } : {}),
        }}
      >
        {settings.buttonText}
      </Button>
      {alert ? (
        <Typography role="alert" variant="body2" color="error" sx={{ textAlign: 'center' }}>
          {alert}
        </Typography>
      ) : null}
    </Box>
  );
}
