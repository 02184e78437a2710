import type { EntityId } from '@fleetdeck/model';
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
import { EntityAutocomplete } from '../../components/pickers/EntityAutocomplete';
import type { OwnedEntity } from './ownership';

interface AssignToCustomerDialogProps {
  /** the entities to assign; null while closed */
  entities: Pick<OwnedEntity, 'id'>[] | null;
  /** message key of the title, with {{count}} */
  title: string;
  assign(customerId: string, entityId: string): Promise<unknown>;
  onClose(): void;
  onAssigned(): void;
}

/** Assigns one or several entities to a customer picked by title. */
export function AssignToCustomerDialog({ entities, title, assign, onClose, onAssigned }: AssignToCustomerDialogProps) {
  const { t } = useTranslation();
  const [customer, setCustomer] = useState<EntityId | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const assignAll = useMutation({
    mutationFn: async ({ customerId, targets }: { customerId: string; targets: Pick<OwnedEntity, 'id'>[] }) => {
      for (const entity of targets) await assign(customerId, entity.id.id);
    },
    onSettled: () => onAssigned(),
  });
  const close = () => {
    setCustomer(null);
    setSubmitted(false);
    onClose();
  };
  const submit = () => {
    setSubmitted(true);
    if (customer && entities) assignAll.mutate({ customerId: customer.id, targets: entities }, { onSuccess: close });
  };
  return (
    <Dialog open={entities !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="assign-to-customer-title">
      {assignAll.isPending && <LinearProgress />}
      <DialogTitle id="assign-to-customer-title">{t(title, { count: entities?.length ?? 0 })}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('entity.assign-to-customer-text')}</DialogContentText>
        <EntityAutocomplete
          entityType="CUSTOMER"
          value={customer}
          onChange={setCustomer}
          required
          error={submitted && !customer ? 'customer.customer-required' : undefined}
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
