import type { DashboardFilter, DashboardFilters, DynamicValueSourceType, KeyFilterInfo } from '@fleetdeck/model';
import { mdiDelete, mdiPencil, mdiPlus } from '@mdi/js';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { DynamicSourcesContext } from '../../../features/device-profiles/alarm-rules/dynamic-sources';
import { KeyFilterDialog } from '../../../features/device-profiles/alarm-rules/KeyFilterDialog';
import { enumLabelKey } from '../../../features/device-profiles/alarm-rules/model/alarm-rule-text';
import { newKeyFilterInfo } from '../../../features/device-profiles/alarm-rules/model/key-filters';
import {
  FILTER_KEY_TYPES,
  filterProblem,
  type KeyFilterRow,
  toKeyFilterInfo,
  toKeyFilterRow,
} from './dashboard-filters';

/** The entity query resolves dynamic values of the signed-in user's tenant, customer or user, not of a device. */
const FILTER_DYNAMIC_SOURCES: readonly DynamicValueSourceType[] = [
  'CURRENT_TENANT',
  'CURRENT_CUSTOMER',
  'CURRENT_USER',
];
const NO_SUGGESTIONS = { TIME_SERIES: [], ATTRIBUTE: [] };

interface FilterDialogProps {
  /** the filter to edit; a new filter when null */
  filter: DashboardFilter | null;
  /** the dashboard's filters, for the unique name rule */
  filters: DashboardFilters;
  onSave(filter: DashboardFilter): void;
  onClose(): void;
}

interface EditedKey {
  /** the row's place in the list; null while adding */
  index: number | null;
  row: KeyFilterRow;
}

/** One dashboard filter: its name, whether users may edit it in view mode, and its key filters. */
export function FilterDialog({ filter, filters, onSave, onClose }: FilterDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(filter?.filter ?? '');
  const [editable, setEditable] = useState(filter?.editable ?? true);
  const [keyFilters, setKeyFilters] = useState<KeyFilterInfo[]>(filter?.keyFilters ?? []);
  const [editedKey, setEditedKey] = useState<EditedKey | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const problem = filterProblem(filters, name, filter?.id ?? null, keyFilters);
  const save = () => {
    setSubmitted(true);
    if (problem) return;
    onSave({ ...filter, id: filter?.id ?? crypto.randomUUID(), filter: name.trim(), editable, keyFilters });
  };
  const applyKey = (row: KeyFilterRow) => {
    if (!editedKey) return;
    const { index } = editedKey;
    if (index === null) setKeyFilters([...keyFilters, toKeyFilterInfo(row)]);
    else setKeyFilters(keyFilters.map((old, k) => (k === index ? toKeyFilterInfo(row, old) : old)));
    setEditedKey(null);
  };
  const nameProblem = problem === 'filter.name-required' || problem === 'filter.duplicate-filter' ? problem : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="filter-dialog-title">
      <DialogTitle id="filter-dialog-title">{t(filter ? 'filter.edit' : 'filter.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('filter.name')}
            value={name}
            required
            autoFocus
            error={submitted && nameProblem !== null}
            helperText={submitted && nameProblem ? t(nameProblem) : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <FormControlLabel
            control={<Checkbox checked={editable} onChange={(event) => setEditable(event.target.checked)} />}
            label={t('filter.editable')}
          />
          <Typography variant="subtitle2">{t('filter.key-filters')}</Typography>
          {keyFilters.length === 0 ? (
            <Typography color={submitted ? 'error' : 'text.secondary'} role={submitted ? 'alert' : undefined}>
              {t('filter.no-key-filters')}
            </Typography>
          ) : (
            <List dense aria-label={t('filter.key-filters')}>
              {keyFilters.map((info, k) => (
                <ListItem
                  // biome-ignore lint/suspicious/noArrayIndexKey: key filters are edited in place by their position
                  key={k}
                  secondaryAction={
                    <>
                      <IconButton
                        aria-label={t('filter.edit-key-filter')}
                        onClick={() => setEditedKey({ index: k, row: toKeyFilterRow(info) })}
                      >
                        <MdiIcon path={mdiPencil} />
                      </IconButton>
                      <IconButton
                        aria-label={t('filter.remove-key-filter')}
                        onClick={() => setKeyFilters(keyFilters.filter((_info, j) => j !== k))}
                      >
                        <MdiIcon path={mdiDelete} />
                      </IconButton>
                    </>
                  }
                >
                  <ListItemText
                    primary={info.key.key}
                    secondary={`${t(enumLabelKey('filter.key-type', info.key.type))} · ${t(enumLabelKey('filter.value-type', info.valueType))}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <div>
            <Button
              startIcon={<MdiIcon path={mdiPlus} />}
              onClick={() => setEditedKey({ index: null, row: newKeyFilterInfo('ATTRIBUTE', 'STRING') })}
            >
              {t('filter.add-key-filter')}
            </Button>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {t(filter ? 'action.save' : 'action.add')}
        </Button>
      </DialogActions>
      <DynamicSourcesContext.Provider value={FILTER_DYNAMIC_SOURCES}>
        <KeyFilterDialog
          value={editedKey?.row ?? null}
          isNew={editedKey?.index === null}
          disabled={false}
          suggestions={NO_SUGGESTIONS}
          keyTypes={FILTER_KEY_TYPES}
          onClose={() => setEditedKey(null)}
          onApply={applyKey}
        />
      </DynamicSourcesContext.Provider>
    </Dialog>
  );
}
