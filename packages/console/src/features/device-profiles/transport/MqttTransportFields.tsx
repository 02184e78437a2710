import { Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../fields/CheckboxField';
import { PayloadTypeFields } from './PayloadTypeFields';
import { asObject, type TransportFieldsProps } from './transport-fields';

/** MQTT: the telemetry and attributes topic filters, the payload type and the ack on validation errors. */
export function MqttTransportFields({ value, onChange, disabled, problems }: TransportFieldsProps) {
  const { t } = useTranslation();
  const topic = (field: 'deviceTelemetryTopic' | 'deviceAttributesTopic', label: string) => (
    <TextField
      label={t(label)}
      value={typeof value[field] === 'string' ? value[field] : ''}
      onChange={(event) => onChange({ ...value, [field]: event.target.value })}
      disabled={disabled}
      required
      error={Boolean(problems[field])}
      helperText={problems[field] ? t(problems[field]) : undefined}
    />
  );
  return (
    <Box>
      <Typography variant="subtitle2">{t('device-profile.mqtt-device-topic-filters')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t('device-profile.support-level-wildcards')}
      </Typography>
      {topic('deviceTelemetryTopic', 'device-profile.telemetry-topic-filter')}
      {topic('deviceAttributesTopic', 'device-profile.attributes-topic-filter')}
      <PayloadTypeFields
        label="device-profile.mqtt-device-payload-type"
        value={asObject(value.transportPayloadTypeConfiguration)}
        onChange={(payload) => onChange({ ...value, transportPayloadTypeConfiguration: payload })}
        disabled={disabled}
        problems={problems}
      />
      <CheckboxField
        label="device-profile.mqtt-send-ack-on-validation-exception"
        checked={value.sendAckOnValidationException === true}
        disabled={disabled}
        onChange={(checked) => onChange({ ...value, sendAckOnValidationException: checked })}
      />
    </Box>
  );
}
