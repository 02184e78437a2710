import type { DynamicValue, DynamicValueSourceType } from '@fleetdeck/model';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../fields/CheckboxField';
import { DynamicSourcesContext } from './dynamic-sources';
import { enumLabelKey } from './model/alarm-rule-text';

interface DynamicValueFieldsProps {
  value: DynamicValue | null;
  onChange(value: DynamicValue | null): void;
  disabled: boolean;
  /** message key shown under the attribute */
  problem?: string | null;
}

const NONE = '';

/**
 * Where a compared value comes from instead of the typed default: an attribute of one of the offered sources (the
 * tenant, the customer, the device itself or the user). The customer's and the device's attribute may be inherited
 * from their owner when missing.
 */
export function DynamicValueFields({ value, onChange, disabled, problem }: DynamicValueFieldsProps) {
  const { t } = useTranslation();
  const sources = useContext(DynamicSourcesContext);
  const sourceType = value?.sourceType ?? NONE;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        label={t('filter.dynamic-source-type')}
        value={sourceType}
        disabled={disabled}
        sx={{ minWidth: 180 }}
        onChange={(event) => {
          const next = event.target.value as DynamicValueSourceType | typeof NONE;
          onChange(
            next === NONE
              ? null
              : { sourceType: next, sourceAttribute: value?.sourceAttribute ?? '', inherit: value?.inherit ?? false },
          );
        }}
      >
        <MenuItem value={NONE}>{t('filter.no-dynamic-value')}</MenuItem>
        {sources.map((source) => (
          <MenuItem key={source} value={source}>
            {t(enumLabelKey('filter.dynamic-source', source))}
          </MenuItem>
        ))}
      </TextField>
      {value?.sourceType && (
        <TextField
          label={t('filter.source-attribute')}
          value={value.sourceAttribute ?? ''}
          disabled={disabled}
          required
          error={Boolean(problem)}
          helperText={problem ? t(problem) : undefined}
          onChange={(event) => onChange({ ...value, sourceAttribute: event.target.value })}
        />
      )}
      {(value?.sourceType === 'CURRENT_CUSTOMER' || value?.sourceType === 'CURRENT_DEVICE') && (
        <CheckboxField
          label={value.sourceType === 'CURRENT_DEVICE' ? 'filter.inherit-owner' : 'filter.inherit-tenant'}
          checked={value.inherit === true}
          disabled={disabled}
          onChange={(inherit) => onChange({ ...value, inherit })}
        />
      )}
    </Stack>
  );
}
