import {
  Autocomplete,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface LinkLabelsDialogProps {
  /** the relation types offered (the source node's own list); null closes the dialog */
  options: readonly string[] | null;
  /** the labels the connection has now (empty for a new one) */
  labels: readonly string[];
  onCancel(): void;
  onConfirm(labels: string[]): void;
}

/** Chooses the relation types of a connection: the source node's own, or a label typed in. */
export function LinkLabelsDialog({ options, labels, onCancel, onConfirm }: LinkLabelsDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setChosen([...labels]), [labels]);
  return (
    <Dialog open={options !== null} onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby="link-labels-title">
      <DialogTitle id="link-labels-title">{t('rulenode.link-labels')}</DialogTitle>
      <DialogContent>
        <Autocomplete
          multiple
          freeSolo
          autoSelect
          options={[...(options ?? [])]}
          value={chosen}
          onChange={(_event, value) => setChosen([...new Set(value.map((label) => label.trim()).filter(Boolean))])}
          renderValue={(value, getItemProps) =>
            value.map((label, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} label={label} size="small" {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              margin="dense"
              label={t('rulenode.relation-types')}
              helperText={chosen.length === 0 ? t('rulenode.link-labels-required') : t('rulenode.custom-label-hint')}
              error={chosen.length === 0}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('action.cancel')}</Button>
        <Button variant="contained" disabled={chosen.length === 0} onClick={() => onConfirm(chosen)}>
          {t('action.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
