import { type AlarmConditionSpec, CONDITION_SPEC_TYPES, DURATION_UNITS } from '@fleetdeck/model';
import { Box, Stack } from '@mui/material';
import { EnumSelect } from '../fields/EnumSelect';
import { NumberField } from '../fields/NumberField';
import { DynamicValueFields } from './DynamicValueFields';
import { defaultSpec } from './model/alarm-rule-defaults';
import { enumLabelKey } from './model/alarm-rule-text';
import { MAX_INT32, specProblem } from './model/alarm-rule-validity';

interface ConditionSpecFieldsProps {
  value: AlarmConditionSpec;
  onChange(value: AlarmConditionSpec): void;
  disabled: boolean;
}

/** Simple, or true for a duration (value and unit), or repeated a number of times; either may come from an attribute. */
export function ConditionSpecFields({ value, onChange, disabled }: ConditionSpecFieldsProps) {
  const problem = specProblem(value);
  return (
    <Box>
      <EnumSelect
        label="device-profile.condition-type"
        value={value.type}
        options={CONDITION_SPEC_TYPES}
        optionLabel={(type) => enumLabelKey('device-profile.condition-type-value', type)}
        disabled={disabled}
        onChange={(type) => onChange(defaultSpec(type))}
      />
      {value.type !== 'SIMPLE' && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <NumberField
              label={
                value.type === 'DURATION'
                  ? 'device-profile.condition-duration-value'
                  : 'device-profile.condition-repeating-value'
              }
              value={Number.isFinite(value.predicate.defaultValue) ? value.predicate.defaultValue : null}
              min={1}
              step={1}
              slotProps={{ htmlInput: { min: 1, max: MAX_INT32, step: 1 } }}
              required
              disabled={disabled}
              problem={problem && problem !== 'filter.dynamic-source-attribute-required' ? problem : null}
              onChange={(defaultValue) =>
                onChange({ ...value, predicate: { ...value.predicate, defaultValue: defaultValue ?? Number.NaN } })
              }
            />
            {value.type === 'DURATION' && (
              <EnumSelect
                label="device-profile.condition-duration-time-unit"
                value={value.unit}
                options={DURATION_UNITS}
                optionLabel={(unit) => enumLabelKey('device-profile.time-unit', unit)}
                disabled={disabled}
                onChange={(unit) => onChange({ ...value, unit })}
              />
            )}
          </Stack>
          <DynamicValueFields
            value={value.predicate.dynamicValue ?? null}
            disabled={disabled}
            problem={problem === 'filter.dynamic-source-attribute-required' ? problem : null}
            onChange={(dynamicValue) => onChange({ ...value, predicate: { ...value.predicate, dynamicValue } })}
          />
        </>
      )}
    </Box>
  );
}
