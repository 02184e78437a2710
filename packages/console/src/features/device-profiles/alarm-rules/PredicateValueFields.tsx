import type { EntityKeyValueType, FilterPredicateValue } from '@fleetdeck/model';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DynamicValueFields } from './DynamicValueFields';

type PredicateValue = FilterPredicateValue<string> | FilterPredicateValue<number> | FilterPredicateValue<boolean>;

interface PredicateValueFieldsProps {
  value: PredicateValue;
  valueType: EntityKeyValueType;
  onChange(value: PredicateValue): void;
  disabled: boolean;
}

/** "2024-05-01T08:30" in local time for a datetime-local input, from epoch milliseconds. */
function localDateTime(ms: number): string {
  const date = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
}

/** The default value of a predicate, typed by the filter's value type, and its optional dynamic source. */
export function PredicateValueFields({ value, valueType, onChange, disabled }: PredicateValueFieldsProps) {
  const { t } = useTranslation();
  const dynamicProblem =
    value.dynamicValue?.sourceType && !value.dynamicValue.sourceAttribute?.trim()
      ? 'filter.dynamic-source-attribute-required'
      : null;
  const defaultValue = value.defaultValue;
  let input: React.ReactNode;
  if (valueType === 'BOOLEAN') {
    input = (
      <TextField
        select
        label={t('filter.value')}
        value={defaultValue === true ? 'true' : 'false'}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, defaultValue: event.target.value === 'true' } as PredicateValue)}
      >
        <MenuItem value="true">{t('value.true')}</MenuItem>
        <MenuItem value="false">{t('value.false')}</MenuItem>
      </TextField>
    );
  } else if (valueType === 'DATE_TIME') {
    input = (
      <TextField
        type="datetime-local"
        label={t('filter.value')}
        value={typeof defaultValue === 'number' ? localDateTime(defaultValue) : ''}
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => {
          const ms = new Date(event.target.value).getTime();
          onChange({ ...value, defaultValue: Number.isNaN(ms) ? 0 : ms } as PredicateValue);
        }}
      />
    );
  } else if (valueType === 'NUMERIC') {
    const invalid =
      !value.dynamicValue?.sourceType && !(typeof defaultValue === 'number' && Number.isFinite(defaultValue));
    input = (
      <TextField
        type="number"
        label={t('filter.value')}
        value={typeof defaultValue === 'number' && Number.isFinite(defaultValue) ? defaultValue : ''}
        disabled={disabled}
        error={invalid}
        helperText={invalid ? t('filter.value-required') : undefined}
        onChange={(event) =>
          onChange({
            ...value,
            defaultValue: event.target.value.trim() === '' ? Number.NaN : Number(event.target.value),
          } as PredicateValue)
        }
      />
    );
  } else {
    input = (
      <TextField
        label={t('filter.value')}
        value={typeof defaultValue === 'string' ? defaultValue : ''}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, defaultValue: event.target.value } as PredicateValue)}
      />
    );
  }
  return (
    <Stack spacing={0} sx={{ flex: 1, minWidth: 0 }}>
      {input}
      <DynamicValueFields
        value={value.dynamicValue ?? null}
        disabled={disabled}
        problem={dynamicProblem}
        onChange={(dynamicValue) => onChange({ ...value, dynamicValue } as PredicateValue)}
      />
    </Stack>
  );
}
