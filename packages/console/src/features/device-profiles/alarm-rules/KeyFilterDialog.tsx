import { ALARM_KEY_TYPES, type AlarmKeyType, ENTITY_KEY_VALUE_TYPES } from '@fleetdeck/model';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../fields/EnumSelect';
import { enumLabelKey } from './model/alarm-rule-text';
import { filterProblem } from './model/alarm-rule-validity';
import { flattenFilters, type KeyFilterInfo, withValueType } from './model/key-filters';
import { PredicateListEditor } from './PredicateListEditor';

/** Fields of a device an ENTITY_FIELD key may read. */
export const DEVICE_ENTITY_FIELDS = ['createdTime', 'name', 'type', 'label'] as const;

export interface KeySuggestions {
  TIME_SERIES: readonly string[];
  ATTRIBUTE: readonly string[];
}

interface KeyFilterDialogProps {
  /** the key row to edit; null while closed */
  value: KeyFilterInfo | null;
  isNew: boolean;
  disabled: boolean;
  suggestions: KeySuggestions;
  /** the key types offered; a dashboard filter has no constants */
  keyTypes?: readonly AlarmKeyType[];
  onClose(): void;
  onApply(value: KeyFilterInfo): void;
}

/**
 * One key of an alarm condition or of a dashboard filter: key type and name (or constant value), value type and its
 * predicates.
 */
export function KeyFilterDialog({ value, ...props }: KeyFilterDialogProps) {
  return (
    <Dialog open={value !== null} onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby="key-filter-title">
      {value && <KeyFilterForm initial={value} {...props} />}
    </Dialog>
  );
}

function KeyFilterForm({
  initial,
  isNew,
  disabled,
  suggestions,
  keyTypes = ALARM_KEY_TYPES,
  onClose,
  onApply,
}: Omit<KeyFilterDialogProps, 'value'> & { initial: KeyFilterInfo }) {
  const { t } = useTranslation();
  const [info, setInfo] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const problem = info.predicates.length === 0 ? 'filter.no-predicates' : firstProblem(info);
  const keyMissing = info.key.type !== 'CONSTANT' && !info.key.key.trim();
  const setKeyType = (type: AlarmKeyType) =>
    setInfo(
      withValueType(
        { ...info, key: { type, key: type === 'CONSTANT' ? info.key.key : '' }, value: null },
        info.valueType,
      ),
    );
  const apply = () => {
    setSubmitted(true);
    if (!problem) onApply({ ...info, key: { ...info.key, key: info.key.key.trim() } });
  };
  return (
    <>
      <DialogTitle id="key-filter-title">{t(isNew ? 'filter.add-key-filter' : 'filter.edit-key-filter')}</DialogTitle>
      <DialogContent dividers>
        {/* A flex gap, not margins: Stack's margin spacing resets the top margin of the selects that are its direct
            children but not that of the field inside the autocomplete, which then sat 8 px lower than its row. */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap>
          <EnumSelect
            label="filter.key-type.key-type"
            value={info.key.type}
            options={keyTypes}
            optionLabel={(type) => enumLabelKey('filter.key-type', type)}
            disabled={disabled}
            onChange={setKeyType}
          />
          {info.key.type === 'ENTITY_FIELD' ? (
            <TextField
              select
              label={t('filter.key-name')}
              value={info.key.key}
              disabled={disabled}
              required
              error={submitted && keyMissing}
              helperText={submitted && keyMissing ? t('filter.key-name-required') : undefined}
              onChange={(event) => setInfo({ ...info, key: { ...info.key, key: event.target.value } })}
            >
              {DEVICE_ENTITY_FIELDS.map((field) => (
                <MenuItem key={field} value={field}>
                  {field}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Autocomplete
              freeSolo
              fullWidth
              options={info.key.type === 'CONSTANT' ? [] : suggestions[info.key.type]}
              inputValue={info.key.key}
              disabled={disabled}
              onInputChange={(_event, key) => setInfo({ ...info, key: { ...info.key, key } })}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t(info.key.type === 'CONSTANT' ? 'filter.constant-name' : 'filter.key-name')}
                  required={info.key.type !== 'CONSTANT'}
                  error={submitted && keyMissing}
                  helperText={submitted && keyMissing ? t('filter.key-name-required') : undefined}
                />
              )}
            />
          )}
          <EnumSelect
            label="filter.value-type.value-type"
            value={info.valueType}
            options={ENTITY_KEY_VALUE_TYPES}
            optionLabel={(type) => enumLabelKey('filter.value-type', type)}
            disabled={disabled}
            onChange={(valueType) => setInfo(withValueType(info, valueType))}
          />
        </Stack>
        {info.key.type === 'CONSTANT' && <ConstantValueField info={info} disabled={disabled} onChange={setInfo} />}
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 1.5 }}>
          {t('filter.predicates')}
        </Typography>
        <PredicateListEditor
          predicates={info.predicates}
          operation="AND"
          valueType={info.valueType}
          depth={0}
          disabled={disabled}
          onChange={(predicates) => setInfo({ ...info, predicates })}
        />
        {submitted && problem && (
          <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
            {t(problem)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        {!disabled && (
          <Button variant="contained" onClick={apply}>
            {t(isNew ? 'action.add' : 'action.apply')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

function firstProblem(info: KeyFilterInfo): string | null {
  for (const filter of flattenFilters([info])) {
    const problem = filterProblem(filter);
    if (problem) return problem;
  }
  return null;
}

function ConstantValueField({
  info,
  disabled,
  onChange,
}: {
  info: KeyFilterInfo;
  disabled: boolean;
  onChange(info: KeyFilterInfo): void;
}) {
  const { t } = useTranslation();
  if (info.valueType === 'BOOLEAN') {
    return (
      <TextField
        select
        label={t('filter.constant-value')}
        value={info.value === true ? 'true' : 'false'}
        disabled={disabled}
        onChange={(event) => onChange({ ...info, value: event.target.value === 'true' })}
      >
        <MenuItem value="true">{t('value.true')}</MenuItem>
        <MenuItem value="false">{t('value.false')}</MenuItem>
      </TextField>
    );
  }
  const numeric = info.valueType !== 'STRING';
  return (
    <TextField
      type={numeric ? 'number' : 'text'}
      label={t('filter.constant-value')}
      value={info.value === null ? '' : String(info.value)}
      required
      disabled={disabled}
      onChange={(event) => {
        const text = event.target.value;
        onChange({ ...info, value: numeric ? (text.trim() === '' ? null : Number(text)) : text });
      }}
    />
  );
}
