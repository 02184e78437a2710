import { DEVICE_TRANSPORT_TYPES } from '@fleetdeck/model';
import { Box, Typography } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { enumLabelKey } from '../alarm-rules/model/alarm-rule-text';
import { EnumSelect } from '../fields/EnumSelect';
import type { ProfileFormValues } from '../profile-form-values';
import { CoapTransportFields } from './CoapTransportFields';
import { Lwm2mTransportFields } from './Lwm2mTransportFields';
import { MqttTransportFields } from './MqttTransportFields';
import { SnmpTransportFields } from './SnmpTransportFields';
import { defaultTransportConfiguration } from './transport-defaults';
import type { TransportFieldsProps } from './transport-fields';
import { transportProblems } from './transport-validation';

const EDITORS = {
  DEFAULT: null,
  MQTT: MqttTransportFields,
  COAP: CoapTransportFields,
  LWM2M: Lwm2mTransportFields,
  SNMP: SnmpTransportFields,
} as const;

/** The transport type of a profile and the settings of that transport; a new type starts from its defaults. */
export function TransportTab({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ProfileFormValues>();
  return (
    <Box>
      <Controller
        name="transportType"
        control={control}
        render={({ field }) => (
          <EnumSelect
            label="device-profile.transport-type"
            value={field.value}
            options={DEVICE_TRANSPORT_TYPES}
            optionLabel={(type) => enumLabelKey('device-profile.transport-type-value', type)}
            helperText={t(enumLabelKey('device-profile.transport-type-hint', field.value))}
            disabled={disabled}
            onChange={(type) => {
              field.onChange(type);
              setValue('transportConfiguration', defaultTransportConfiguration(type), { shouldDirty: true });
            }}
          />
        )}
      />
      <Controller
        name="transportConfiguration"
        control={control}
        render={({ field }) => {
          const Editor: React.ComponentType<TransportFieldsProps> | null = EDITORS[field.value.type];
          if (!Editor)
            return (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('device-profile.no-transport-settings')}
              </Typography>
            );
          return (
            <Editor
              value={field.value}
              onChange={field.onChange}
              disabled={disabled}
              problems={transportProblems(field.value)}
            />
          );
        }}
      />
    </Box>
  );
}
