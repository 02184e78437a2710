import { Box } from '@mui/material';
import { enumLabelKey } from '../alarm-rules/model/alarm-rule-text';
import { EnumSelect } from '../fields/EnumSelect';
import { PayloadTypeFields } from './PayloadTypeFields';
import { PowerModeFields } from './PowerModeFields';
import { COAP_DEVICE_TYPES, defaultPayloadConfiguration } from './transport-defaults';
import { asObject, type TransportFieldsProps } from './transport-fields';

/** CoAP: device type (default or Efento NB-IoT), the payload type of default devices, and the power mode. */
export function CoapTransportFields({ value, onChange, disabled, problems }: TransportFieldsProps) {
  const deviceType = asObject(value.coapDeviceTypeConfiguration);
  const coapDeviceType = deviceType.coapDeviceType === 'EFENTO' ? 'EFENTO' : 'DEFAULT';
  return (
    <Box>
      <EnumSelect
        label="device-profile.coap-device-type"
        value={coapDeviceType}
        options={COAP_DEVICE_TYPES}
        optionLabel={(type) => enumLabelKey('device-profile.coap-device-type-value', type)}
        disabled={disabled}
        onChange={(type) =>
          onChange({
            ...value,
            coapDeviceTypeConfiguration:
              type === 'EFENTO'
                ? { coapDeviceType: type }
                : { coapDeviceType: type, transportPayloadTypeConfiguration: defaultPayloadConfiguration('JSON') },
          })
        }
      />
      {coapDeviceType === 'DEFAULT' && (
        <PayloadTypeFields
          label="device-profile.coap-device-payload-type"
          value={asObject(deviceType.transportPayloadTypeConfiguration)}
          onChange={(payload) =>
            onChange({
              ...value,
              coapDeviceTypeConfiguration: { ...deviceType, transportPayloadTypeConfiguration: payload },
            })
          }
          disabled={disabled}
          problems={problems}
        />
      )}
      <PowerModeFields
        value={asObject(value.clientSettings)}
        onChange={(clientSettings) => onChange({ ...value, clientSettings })}
        disabled={disabled}
      />
    </Box>
  );
}
