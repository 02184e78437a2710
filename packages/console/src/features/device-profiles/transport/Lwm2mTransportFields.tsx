import { Box, FormHelperText, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonObjectEditor } from '../../../components/editors/JsonObjectEditor';
import { CheckboxField } from '../fields/CheckboxField';
import { EnumSelect } from '../fields/EnumSelect';
import { PowerModeFields } from './PowerModeFields';
import { defaultLwm2mClientSettings, defaultLwm2mObserveAttributes } from './transport-defaults';
import { asObject, type TransportFieldsProps } from './transport-fields';

const OBSERVE_STRATEGIES = [1, 2] as const;
const FIRMWARE_STRATEGIES = [1, 2, 3] as const;
const SOFTWARE_STRATEGIES = [1, 2] as const;

/**
 * LwM2M, kept to its key settings: the client settings as fields, and the object model (observe, attribute and
 * telemetry lists) with the bootstrap servers as one JSON document.
 */
export function Lwm2mTransportFields({ value, onChange, disabled, problems }: TransportFieldsProps) {
  const { t } = useTranslation();
  const settings = { ...defaultLwm2mClientSettings(), ...asObject(value.clientLwM2mSettings) };
  const setSettings = (patch: Record<string, unknown>) =>
    onChange({ ...value, clientLwM2mSettings: { ...settings, ...patch } });
  const strategy = (field: string, label: string, options: readonly number[], optionPrefix: string) => (
    <EnumSelect
      label={label}
      value={typeof settings[field] === 'number' ? (settings[field] as number) : options[0]}
      options={options}
      optionLabel={(option) => `${optionPrefix}-${option}`}
      disabled={disabled}
      onChange={(next) => setSettings({ [field]: next })}
    />
  );
  // The JSON editor re-reads a value whose identity changed, so the same document is handed back while the stored
  // parts it was made from are unchanged.
  const cache = useRef<{ observeAttr: unknown; bootstrap: unknown; model: Record<string, unknown> } | null>(null);
  if (cache.current?.observeAttr !== value.observeAttr || cache.current?.bootstrap !== value.bootstrap) {
    cache.current = {
      observeAttr: value.observeAttr,
      bootstrap: value.bootstrap,
      model: {
        observeAttr: value.observeAttr ?? defaultLwm2mObserveAttributes(),
        bootstrap: Array.isArray(value.bootstrap) ? value.bootstrap : [],
      },
    };
  }
  const model = cache.current?.model ?? null;
  return (
    <Box>
      <Typography variant="subtitle2">{t('device-profile.lwm2m.client-settings')}</Typography>
      {strategy(
        'clientOnlyObserveAfterConnect',
        'device-profile.lwm2m.observe-strategy',
        OBSERVE_STRATEGIES,
        'device-profile.lwm2m.observe-strategy-value',
      )}
      {strategy(
        'fwUpdateStrategy',
        'device-profile.lwm2m.fw-update-strategy',
        FIRMWARE_STRATEGIES,
        'device-profile.lwm2m.fw-update-strategy-value',
      )}
      {strategy(
        'swUpdateStrategy',
        'device-profile.lwm2m.sw-update-strategy',
        SOFTWARE_STRATEGIES,
        'device-profile.lwm2m.sw-update-strategy-value',
      )}
      <PowerModeFields value={settings} onChange={(next) => setSettings(next)} disabled={disabled} />
      <CheckboxField
        label="device-profile.lwm2m.composite-operations-support"
        checked={settings.compositeOperationsSupport === true}
        disabled={disabled}
        onChange={(compositeOperationsSupport) => setSettings({ compositeOperationsSupport })}
      />
      <CheckboxField
        label="device-profile.lwm2m.bootstrap-server-update-enable"
        checked={value.bootstrapServerUpdateEnable === true}
        disabled={disabled}
        onChange={(bootstrapServerUpdateEnable) => onChange({ ...value, bootstrapServerUpdateEnable })}
      />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('device-profile.lwm2m.model-and-bootstrap')}
      </Typography>
      <JsonObjectEditor
        value={model}
        required
        disabled={disabled}
        onChange={(next) => {
          const observeAttr = next?.observeAttr ?? null;
          const bootstrap = next?.bootstrap ?? null;
          if (next) cache.current = { observeAttr, bootstrap, model: next };
          onChange({ ...value, observeAttr, bootstrap });
        }}
      />
      {(problems.observeAttr || problems.bootstrap) && (
        <FormHelperText error>{t(problems.observeAttr ?? problems.bootstrap)}</FormHelperText>
      )}
    </Box>
  );
}
