import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import type { WidgetProps } from '../../widget-definition';
import { rpcErrorText, rpcParams } from './rpc-request';
import type { RpcButtonSettings } from './settings';

/**
 * The "RPC Button" widget: one button that sends the configured command to the target device, one-way or two-way,
 * and stays disabled while the request runs. Outside a dashboard, while editing and without a target it sends nothing.
 */
export function RpcButton({ config, translate, context }: WidgetProps<RpcButtonSettings>) {
  const settings = config.settings;
  const style = settings.styleButton;
  const [running, setRunning] = useState(false);
  const [error, setError] = useState('');
  const target = context?.rpc.targetDevice ?? null;
  const noTarget = context !== undefined && target === null;

  const send = async () => {
    if (!context || !target) return;
    setRunning(true);
    setError('');
    const params = rpcParams(settings.methodParams);
    const options = { timeout: settings.requestTimeout, persistent: settings.requestPersistent };
    try {
      if (settings.oneWayElseTwoWay) await context.rpc.sendOneWay(settings.methodName, params, options);
      else await context.rpc.sendTwoWay(settings.methodName, params, options);
    } catch (failure) {
      if (settings.showError) setError(rpcErrorText(failure));
    } finally {
      setRunning(false);
    }
  };

  const custom = !style.isPrimary;
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
        onClick={send}
        sx={{
          ...(custom && style.bgColor ? { bgcolor: style.bgColor } : {}),
          ...(custom && style.textColor ? { color: style.textColor } : {}),
        }}
      >
        {settings.buttonText}
      </Button>
      {noTarget ? (
        <Typography role="alert" variant="body2" color="error">
          {translate('widgets.rpc.target-device-not-set')}
        </Typography>
      ) : null}
      {error ? (
        <Typography role="alert" variant="body2" color="error">
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
