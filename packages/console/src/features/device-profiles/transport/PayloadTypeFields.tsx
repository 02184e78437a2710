import { Box, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../fields/CheckboxField';
import { EnumSelect } from '../fields/EnumSelect';
import {
  defaultPayloadConfiguration,
  PAYLOAD_TYPES,
  type PayloadType,
  PROTO_SCHEMA_FIELDS,
} from './transport-defaults';
import type { Json } from './transport-fields';
import type { TransportProblems } from './transport-validation';

interface PayloadTypeFieldsProps {
  /** message key of the payload type select */
  label: string;
  value: Json;
  onChange(value: Json): void;
  disabled: boolean;
  /** problems keyed "payload.<schema field>" */
  problems: TransportProblems;
}

/** JSON or protobuf payloads; protobuf shows the four proto schemas and the JSON compatibility switches. */
export function PayloadTypeFields({ label, value, onChange, disabled, problems }: PayloadTypeFieldsProps) {
  const { t } = useTranslation();
  const payloadType = (value.transportPayloadType === 'PROTOBUF' ? 'PROTOBUF' : 'JSON') as PayloadType;
  return (
    <Box>
      <EnumSelect
        label={label}
        value={payloadType}
        options={PAYLOAD_TYPES}
        optionLabel={(option) => `device-profile.transport-device-payload-type-${option === 'JSON' ? 'json' : 'proto'}`}
        disabled={disabled}
        onChange={(next) => onChange(defaultPayloadConfiguration(next))}
      />
      {payloadType === 'PROTOBUF' && (
        <>
          {PROTO_SCHEMA_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`device-profile.${field}`)}
              value={typeof value[field] === 'string' ? value[field] : ''}
              onChange={(event) => onChange({ ...value, [field]: event.target.value })}
              disabled={disabled}
              required
              multiline
              minRows={4}
              error={Boolean(problems[`payload.${field}`])}
              helperText={problems[`payload.${field}`] ? t(problems[`payload.${field}`]) : undefined}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
          ))}
          <CheckboxField
            label="device-profile.enable-compatibility-with-json-payload-format"
            checked={value.enableCompatibilityWithJsonPayloadFormat === true}
            disabled={disabled}
            onChange={(checked) =>
              onChange({
                ...value,
                enableCompatibilityWithJsonPayloadFormat: checked,
                useJsonPayloadFormatForDefaultDownlinkTopics: checked
                  ? value.useJsonPayloadFormatForDefaultDownlinkTopics === true
                  : false,
              })
            }
          />
          {value.enableCompatibilityWithJsonPayloadFormat === true && (
            <CheckboxField
              label="device-profile.use-json-payload-format-for-default-downlink-topics"
              checked={value.useJsonPayloadFormatForDefaultDownlinkTopics === true}
              disabled={disabled}
              onChange={(checked) => onChange({ ...value, useJsonPayloadFormatForDefaultDownlinkTopics: checked })}
            />
          )}
        </>
      )}
    </Box>
  );
}
