import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId, useState } from 'react';
import type { MapEntity } from './map-data';

interface ShapeOwnerDialogProps {
  /** the entities the drawn shape may go to; null while no shape waits for one */
  candidates: readonly MapEntity[] | null;
  translate(key: string): string;
  onChoose(entry: MapEntity): void;
  onCancel(): void;
}

/**
 * Asks which of the widget's entities without a shape of the drawn kind the new shape belongs to, as the platform
 * does when several could take it. The first one is chosen until the user picks another.
 */
export function ShapeOwnerDialog({ candidates, translate, onChoose, onCancel }: ShapeOwnerDialogProps) {
  const titleId = useId();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = candidates?.find((entry) => entry.entity.id.id === chosenId) ?? candidates?.[0];
  const close = (then: () => void) => {
    setChosenId(null);
    then();
  };
  return (
    <Dialog
      open={candidates !== null}
      onClose={() => close(onCancel)}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{translate('widgets.map.shape-owner-title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1 }}>{translate('widgets.map.shape-owner-text')}</DialogContentText>
        <RadioGroup
          aria-labelledby={titleId}
          value={chosen?.entity.id.id ?? ''}
          onChange={(event) => setChosenId(event.target.value)}
        >
          {(candidates ?? []).map((entry) => (
            <FormControlLabel
              key={entry.entity.id.id}
              value={entry.entity.id.id}
              control={<Radio />}
              label={entry.entity.name}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(onCancel)}>{translate('action.cancel')}</Button>
        <Button variant="contained" disabled={!chosen} onClick={() => chosen && close(() => onChoose(chosen))}>
          {translate('action.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
