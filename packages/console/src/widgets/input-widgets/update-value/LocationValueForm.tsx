import { mdiCrosshairsGps } from '@mdi/js';
import { Box, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { ApplyButtons } from './ApplyButtons';
import { type Edit, shownValue, type ValueFormProps } from './form-props';

type Position = { lat: string; lng: string };

const text = (raw: unknown) => (raw === null || raw === undefined ? '' : String(raw));
const isNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));

/**
 * Latitude and longitude inputs saved together to the keys the settings name, with a button that fills them with
 * the browser's current position.
 */
export function LocationValueForm({ values, settings, timeseries, readOnly, translate, save }: ValueFormProps) {
  const serverText = `${text(values[settings.latKeyName])}|${text(values[settings.lngKeyName])}`;
  const [edit, setEdit] = useState<Edit<string> | null>(null);
  const [lat, lng] = shownValue(edit, serverText).split('|') as [string, string];
  const [locationError, setLocationError] = useState<string | null>(null);
  const change = (position: Position) => setEdit({ value: `${position.lat}|${position.lng}`, over: serverText });
  const missing = (settings.isLatRequired && lat.trim() === '') || (settings.isLngRequired && lng.trim() === '');
  const invalid = (lat.trim() !== '' && !isNumber(lat)) || (lng.trim() !== '' && !isNumber(lng));
  const problem = missing
    ? settings.requiredErrorMessage || translate('widgets.input-widgets.entity-coordinate-required')
    : invalid
      ? translate('widgets.input.invalid-value')
      : null;
  const changed = edit !== null && shownValue(edit, serverText) !== serverText;
  const canApply = changed && problem === null && !readOnly;
  const locate = () => {
    if (!navigator.geolocation) {
      setLocationError(translate('widgets.input-widgets.no-support-geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocationError(null);
        change({ lat: String(position.coords.latitude), lng: String(position.coords.longitude) });
      },
      () => setLocationError(translate('widgets.input-widgets.blocked-location')),
      { enableHighAccuracy: settings.enableHighAccuracy },
    );
  };
  const field = (which: keyof Position, label: string, required: boolean) => (
    <TextField
      fullWidth
      size="small"
      type="number"
      label={settings.showLabel ? label : undefined}
      required={required}
      value={which === 'lat' ? lat : lng}
      slotProps={{ htmlInput: { 'aria-label': label, step: 'any' }, input: { readOnly } }}
      onChange={(event) => change({ lat, lng, [which]: event.target.value })}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!canApply) return;
        const coordinate = (value: string) => (value.trim() === '' ? null : Number(value));
        void save({ [settings.latKeyName]: coordinate(lat), [settings.lngKeyName]: coordinate(lng) });
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          sx={{
            display: 'flex',
            flex: 1,
            gap: 1,
            flexDirection: settings.inputFieldsAlignment === 'row' ? 'row' : 'column',
          }}
        >
          {field('lat', settings.latLabel || translate('widgets.input-widgets.latitude'), settings.isLatRequired)}
          {field('lng', settings.lngLabel || translate('widgets.input-widgets.longitude'), settings.isLngRequired)}
        </Box>
        {settings.showGetLocation && !readOnly ? (
          <Tooltip title={translate('widgets.input-widgets.get-location')}>
            <IconButton aria-label={translate('widgets.input-widgets.get-location')} onClick={locate}>
              <MdiIcon path={mdiCrosshairsGps} />
            </IconButton>
          </Tooltip>
        ) : null}
        <ApplyButtons
          applyLabel={translate(
            timeseries ? 'widgets.input-widgets.update-timeseries' : 'widgets.input-widgets.update-attribute',
          )}
          discardLabel={translate('widgets.input-widgets.discard-changes')}
          canApply={canApply}
          canDiscard={changed}
          onDiscard={() => setEdit(null)}
        />
      </Box>
      <Typography variant="caption" color="error" role={problem || locationError ? 'alert' : undefined}>
        {(changed && problem) || locationError || ' '}
      </Typography>
    </Box>
  );
}
