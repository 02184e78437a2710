import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityOption } from '../../components/pickers/entity-lookup';
import { AssignableEntitiesSelect } from './AssignableEntitiesSelect';
import type { CustomerEntitiesKind } from './customer-entity-kinds';

interface AssignToThisCustomerDialogProps {
  kind: CustomerEntitiesKind;
  customerId: string;
  open: boolean;
  onClose(): void;
  /** after the assignments, also after a failed one: the list shows what was assigned before it */
  onAssigned(): void;
}

/** Gives the customer some of the tenant's entities of a kind, picked by name. */
export function AssignToThisCustomerDialog({
  kind,
  customerId,
  open,
  onClose,
  onAssigned,
}: AssignToThisCustomerDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<EntityOption[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const assignAll = useMutation({
    mutationFn: async (entities: EntityOption[]) => {
      for (const entity of entities) await kind.assign(customerId, entity.id.id);
    },
    onSettled: () => onAssigned(),
  });
  const close = () => {
    setChosen([]);
    setSubmitted(false);
    assignAll.reset();
    onClose();
  };
  const submit = () => {
    setSubmitted(true);
    if (chosen.length > 0) assignAll.mutate(chosen, { onSuccess: close });
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="assign-to-this-customer-title">
      {assignAll.isPending && <LinearProgress />}
      <DialogTitle id="assign-to-this-customer-title">
        {t(kind.messages.assignTitle, { count: chosen.length })}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('customer.assign-entities-text')}</DialogContentText>
        <AssignableEntitiesSelect
          kind={kind}
          customerId={customerId}
          value={chosen}
          onChange={setChosen}
          error={submitted && chosen.length === 0 ? 'entity.entity-list-empty' : undefined}
          disabled={assignAll.isPending}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={assignAll.isPending}>
          {t('action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={assignAll.isPending}>
          {t('action.assign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
