import type { EntityKeyValueType, KeyFilterPredicate } from '@fleetdeck/model';
import { mdiClose } from '@mdi/js';
import { Box, IconButton, Paper, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { CheckboxField } from '../fields/CheckboxField';
import { EnumSelect } from '../fields/EnumSelect';
import { operationLabelKey } from './model/alarm-rule-text';
import { operationsFor } from './model/key-filters';
import { PredicateListEditor } from './PredicateListEditor';
import { PredicateValueFields } from './PredicateValueFields';

interface PredicateRowProps {
  predicate: KeyFilterPredicate;
  valueType: EntityKeyValueType;
  depth: number;
  disabled: boolean;
  onChange(predicate: KeyFilterPredicate): void;
  onRemove(): void;
}

/** One predicate: operation and value (with ignore case for strings), or a complex AND/OR group of predicates. */
export function PredicateRow({ predicate, valueType, depth, disabled, onChange, onRemove }: PredicateRowProps) {
  const { t } = useTranslation();
  const remove = !disabled && (
    <Tooltip title={t('filter.remove-predicate')}>
      <IconButton onClick={onRemove} aria-label={t('filter.remove-predicate')} sx={{ mt: 1 }}>
        <MdiIcon path={mdiClose} />
      </IconButton>
    </Tooltip>
  );
  const operation = (
    <EnumSelect
      label="filter.operation.operation"
      value={predicate.operation as string}
      options={operationsFor(predicate.type)}
      optionLabel={operationLabelKey}
      disabled={disabled}
      sx={{ width: 180, flexShrink: 0 }}
      onChange={(next) => onChange({ ...predicate, operation: next } as KeyFilterPredicate)}
    />
  );
  if (predicate.type === 'COMPLEX') {
    return (
      <Paper variant="outlined" sx={{ p: 1, my: 0.5 }} data-testid="complex-predicate">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {operation}
          <Box sx={{ flex: 1 }} />
          {remove}
        </Stack>
        <PredicateListEditor
          predicates={predicate.predicates}
          operation={predicate.operation}
          valueType={valueType}
          depth={depth + 1}
          disabled={disabled}
          onChange={(predicates) => onChange({ ...predicate, predicates })}
        />
      </Paper>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="predicate">
      {operation}
      <PredicateValueFields
        value={predicate.value}
        valueType={valueType}
        disabled={disabled}
        onChange={(value) => onChange({ ...predicate, value } as KeyFilterPredicate)}
      />
      {predicate.type === 'STRING' && (
        <Box sx={{ pt: 1, flexShrink: 0 }}>
          <CheckboxField
            label="filter.ignore-case"
            checked={predicate.ignoreCase ?? false}
            disabled={disabled}
            onChange={(ignoreCase) => onChange({ ...predicate, ignoreCase })}
          />
        </Box>
      )}
      {remove}
    </Stack>
  );
}
