import { mdiPlus } from '@mdi/js';
import { Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { NumberField } from '../fields/NumberField';
import { SnmpCommunicationConfig } from './SnmpCommunicationConfig';
import { defaultSnmpCommunicationConfig, SNMP_SPEC_TYPES } from './transport-defaults';
import { asObject, type TransportFieldsProps } from './transport-fields';

/** SNMP: timeout, retries and one communication config per spec, each with its OID mappings. */
export function SnmpTransportFields({ value, onChange, disabled, problems }: TransportFieldsProps) {
  const { t } = useTranslation();
  const configs = (Array.isArray(value.communicationConfigs) ? value.communicationConfigs : []).map(asObject);
  const setConfigs = (communicationConfigs: Record<string, unknown>[]) => onChange({ ...value, communicationConfigs });
  const unusedSpec = SNMP_SPEC_TYPES.find((spec) => !configs.some((config) => config.spec === spec));
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <NumberField
          label="device-profile.snmp-timeout-ms"
          value={typeof value.timeoutMs === 'number' ? value.timeoutMs : null}
          min={0}
          required
          disabled={disabled}
          problem={problems.timeoutMs}
          onChange={(timeoutMs) => onChange({ ...value, timeoutMs })}
        />
        <NumberField
          label="device-profile.snmp-retries"
          value={typeof value.retries === 'number' ? value.retries : null}
          min={0}
          required
          disabled={disabled}
          problem={problems.retries}
          onChange={(retries) => onChange({ ...value, retries })}
        />
      </Stack>
      {configs.map((config, index) => (
        <SnmpCommunicationConfig
          // biome-ignore lint/suspicious/noArrayIndexKey: configs have no id; their position is their identity here.
          key={index}
          index={index}
          value={config}
          disabled={disabled}
          problems={problems}
          onChange={(next) => setConfigs(configs.map((current, at) => (at === index ? next : current)))}
          onRemove={() => setConfigs(configs.filter((_config, at) => at !== index))}
        />
      ))}
      {unusedSpec && !disabled && (
        <Button
          startIcon={<MdiIcon path={mdiPlus} />}
          onClick={() => setConfigs([...configs, defaultSnmpCommunicationConfig(unusedSpec)])}
        >
          {t('device-profile.snmp-add-communication-config')}
        </Button>
      )}
    </Box>
  );
}
