import type { ComplexOperation, EntityKeyValueType, KeyFilterPredicate } from '@fleetdeck/model';
import { mdiPlus } from '@mdi/js';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { defaultComplexPredicate, defaultPredicate } from './model/alarm-rule-defaults';
import { operationLabelKey } from './model/alarm-rule-text';
import { PredicateRow } from './PredicateRow';

interface PredicateListEditorProps {
  predicates: KeyFilterPredicate[];
  /** how the predicates combine: AND for the top level of a key, the complex predicate's operation below it */
  operation: ComplexOperation;
  valueType: EntityKeyValueType;
  onChange(predicates: KeyFilterPredicate[]): void;
  disabled: boolean;
  /** nesting depth; complex predicates nest one level per depth */
  depth: number;
}

/** Deeper nesting than this is refused: the editor would no longer fit a dialog and nobody reads such conditions. */
export const MAX_PREDICATE_DEPTH = 3;

/** The predicates of a key (or of a complex predicate), each on its own row, with buttons to add more. */
export function PredicateListEditor(props: PredicateListEditorProps) {
  const { t } = useTranslation();
  const { predicates, operation, valueType, onChange, disabled, depth } = props;
  const replace = (index: number, next: KeyFilterPredicate) =>
    onChange(predicates.map((predicate, at) => (at === index ? next : predicate)));
  return (
    <Box>
      {predicates.length === 0 && (
        <Typography variant="body2" color="error" sx={{ my: 1 }}>
          {t('filter.no-predicates')}
        </Typography>
      )}
      {predicates.map((predicate, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: predicates have no id; their position is their identity here.
        <Box key={index}>
          {index > 0 && (
            <Typography variant="overline" color="text.secondary">
              {t(operationLabelKey(operation))}
            </Typography>
          )}
          <PredicateRow
            predicate={predicate}
            valueType={valueType}
            depth={depth}
            disabled={disabled}
            onChange={(next) => replace(index, next)}
            onRemove={() => onChange(predicates.filter((_predicate, at) => at !== index))}
          />
        </Box>
      ))}
      {!disabled && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            size="small"
            startIcon={<MdiIcon path={mdiPlus} />}
            onClick={() => onChange([...predicates, defaultPredicate(valueType)])}
          >
            {t('filter.add-predicate')}
          </Button>
          {depth < MAX_PREDICATE_DEPTH && (
            <Button
              size="small"
              startIcon={<MdiIcon path={mdiPlus} />}
              onClick={() => onChange([...predicates, defaultComplexPredicate()])}
            >
              {t('filter.add-complex-predicate')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
