import { Box, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import type { WidgetClaimOutcome } from '../../widget-context';
import type { WidgetProps } from '../../widget-definition';
import { claimingTexts } from './claiming-texts';
import type { DeviceClaimingSettings } from './settings';

/**
 * The platform's "Device claiming widget": a customer user types a device's name (and, when the settings ask for
 * it, the secret key the device registered) and claims it; the outcome shows as the dashboard's toast, and a
 * claimed device's name is cleared from the form. Nothing is sent while the dashboard is edited.
 */
export function DeviceClaiming({ config, translate, context }: WidgetProps<DeviceClaimingSettings>) {
  const settings = config.settings;
  const texts = claimingTexts(settings, translate);
  const [deviceName, setDeviceName] = useState('');
  const [secretKey, setSecretKey] = useState('');
  const [touched, setTouched] = useState({ deviceName: false, secretKey: false });
  const [claiming, setClaiming] = useState(false);
  const nameMissing = deviceName.trim() === '';
  const secretMissing = settings.deviceSecret && secretKey === '';
  const readOnly = !context || context.isEdit;

  const tell = (outcome: WidgetClaimOutcome) => {
    if (outcome === 'claimed') context?.showToast(texts.claimed, 'success');
    else context?.showToast(outcome === 'not-found' ? texts.notFound : texts.failed, 'error');
  };

  const claim = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ deviceName: true, secretKey: true });
    if (!context || readOnly || nameMissing || secretMissing) return;
    setClaiming(true);
    try {
      const outcome = await context.devices.claim(deviceName, settings.deviceSecret ? secretKey : undefined);
      tell(outcome);
      if (outcome === 'claimed') {
        setDeviceName('');
        setSecretKey('');
        setTouched({ deviceName: false, secretKey: false });
      }
    } catch (error) {
      context.showToast(error instanceof Error ? error.message : texts.failed, 'error');
    } finally {
      setClaiming(false);
    }
  };

  // without a shown label the input still has its name, for screen readers
  const named = (text: string) => ({
    label: settings.showLabel ? text : undefined,
    slotProps: { input: { readOnly }, htmlInput: settings.showLabel ? {} : { 'aria-label': text } },
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={claim}
      sx={{ position: 'absolute', inset: 0, overflow: 'auto', p: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {texts.title ? <Typography variant="subtitle1">{texts.title}</Typography> : null}
      <TextField
        {...named(texts.deviceLabel)}
        required
        fullWidth
        size="small"
        value={deviceName}
        disabled={claiming}
        error={touched.deviceName && nameMissing}
        helperText={touched.deviceName && nameMissing ? texts.deviceRequired : ' '}
        onChange={(event) => setDeviceName(event.target.value)}
        onBlur={() => setTouched((was) => ({ ...was, deviceName: true }))}
      />
      {settings.deviceSecret ? (
        <TextField
          {...named(texts.secretKeyLabel)}
          required
          fullWidth
          size="small"
          value={secretKey}
          disabled={claiming}
          error={touched.secretKey && secretMissing}
          helperText={touched.secretKey && secretMissing ? texts.secretKeyRequired : ' '}
          onChange={(event) => setSecretKey(event.target.value)}
          onBlur={() => setTouched((was) => ({ ...was, secretKey: true }))}
        />
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={readOnly || claiming || nameMissing || secretMissing}>
          {texts.claimButton}
        </Button>
      </Box>
    </Box>
  );
}
