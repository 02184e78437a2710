import { mdiClose, mdiPlus } from '@mdi/js';
import { Box, Button, FormHelperText, IconButton, Paper, Stack, TextField, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { enumLabelKey } from '../alarm-rules/model/alarm-rule-text';
import { EnumSelect } from '../fields/EnumSelect';
import { NumberField } from '../fields/NumberField';
import { defaultSnmpMapping, SNMP_DATA_TYPES, SNMP_QUERYING_SPECS, SNMP_SPEC_TYPES } from './transport-defaults';
import { asObject, type Json } from './transport-fields';
import type { TransportProblems } from './transport-validation';

interface SnmpCommunicationConfigProps {
  index: number;
  value: Json;
  disabled: boolean;
  problems: TransportProblems;
  onChange(value: Json): void;
  onRemove(): void;
}

/** One SNMP communication config: its spec, polling frequency when it polls, and the OID to key mappings. */
export function SnmpCommunicationConfig({
  index,
  value,
  disabled,
  problems,
  onChange,
  onRemove,
}: SnmpCommunicationConfigProps) {
  const { t } = useTranslation();
  const path = `communicationConfigs.${index}`;
  const spec = SNMP_SPEC_TYPES.find((candidate) => candidate === value.spec) ?? SNMP_SPEC_TYPES[0];
  const mappings = (Array.isArray(value.mappings) ? value.mappings : []).map(asObject);
  const setMappings = (next: Json[]) => onChange({ ...value, mappings: next });
  const problem = (field: string) => (problems[`${path}.${field}`] ? t(problems[`${path}.${field}`]) : undefined);
  return (
    <Paper variant="outlined" sx={{ p: 1, mt: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <EnumSelect
          label="device-profile.snmp-spec"
          value={spec}
          options={SNMP_SPEC_TYPES}
          optionLabel={(option) => enumLabelKey('device-profile.snmp-spec-type', option)}
          disabled={disabled}
          problem={problems[`${path}.spec`]}
          onChange={(next) => {
            const { queryingFrequencyMs, ...rest } = value;
            onChange(
              SNMP_QUERYING_SPECS.includes(next)
                ? { ...rest, spec: next, queryingFrequencyMs: queryingFrequencyMs ?? 5000 }
                : { ...rest, spec: next },
            );
          }}
        />
        {SNMP_QUERYING_SPECS.includes(spec) && (
          <NumberField
            label="device-profile.snmp-querying-frequency"
            value={typeof value.queryingFrequencyMs === 'number' ? value.queryingFrequencyMs : null}
            min={1}
            disabled={disabled}
            problem={problems[`${path}.queryingFrequencyMs`]}
            onChange={(queryingFrequencyMs) => onChange({ ...value, queryingFrequencyMs })}
          />
        )}
        {!disabled && (
          <Tooltip title={t('device-profile.snmp-remove-communication-config')}>
            <IconButton
              onClick={onRemove}
              aria-label={t('device-profile.snmp-remove-communication-config')}
              sx={{ mt: 1 }}
            >
              <MdiIcon path={mdiClose} />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {mappings.map((mapping, mappingIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: mappings have no id; their position is their identity here.
        <Stack key={mappingIndex} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <EnumSelect
            label="device-profile.snmp-data-type"
            value={SNMP_DATA_TYPES.find((type) => type === mapping.dataType) ?? 'STRING'}
            options={SNMP_DATA_TYPES}
            optionLabel={(type) => enumLabelKey('device-profile.snmp-data-type-value', type)}
            disabled={disabled}
            sx={{ maxWidth: 140 }}
            onChange={(dataType) =>
              setMappings(mappings.map((m, at) => (at === mappingIndex ? { ...m, dataType } : m)))
            }
          />
          <TextField
            label={t('device-profile.snmp-timeseries-or-attribute-name')}
            value={typeof mapping.key === 'string' ? mapping.key : ''}
            disabled={disabled}
            required
            error={Boolean(problem(`mappings.${mappingIndex}.key`))}
            helperText={problem(`mappings.${mappingIndex}.key`)}
            onChange={(event) =>
              setMappings(mappings.map((m, at) => (at === mappingIndex ? { ...m, key: event.target.value } : m)))
            }
          />
          <TextField
            label={t('device-profile.snmp-oid')}
            value={typeof mapping.oid === 'string' ? mapping.oid : ''}
            disabled={disabled}
            required
            error={Boolean(problem(`mappings.${mappingIndex}.oid`))}
            helperText={problem(`mappings.${mappingIndex}.oid`)}
            onChange={(event) =>
              setMappings(mappings.map((m, at) => (at === mappingIndex ? { ...m, oid: event.target.value } : m)))
            }
          />
          {!disabled && (
            <IconButton
              aria-label={t('device-profile.snmp-remove-mapping')}
              onClick={() => setMappings(mappings.filter((_m, at) => at !== mappingIndex))}
              sx={{ mt: 1 }}
            >
              <MdiIcon path={mdiClose} />
            </IconButton>
          )}
        </Stack>
      ))}
      {problem('mappings') && <FormHelperText error>{problem('mappings')}</FormHelperText>}
      {!disabled && (
        <Box>
          <Button
            startIcon={<MdiIcon path={mdiPlus} />}
            onClick={() => setMappings([...mappings, defaultSnmpMapping()])}
          >
            {t('device-profile.snmp-add-mapping')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
