import type { Device, EntityId } from '@fleetdeck/model';
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
import { api } from '../../core/http/api';

interface AssignToCustomerDialogProps {
  /** the devices to assign; null while closed */
  devices: Device[] | null;
  onClose(): void;
  onAssigned(): void;
}

/** Assigns one or several devices to a customer picked by title. */
export function AssignToCustomerDialog({ devices, onClose, onAssigned }: AssignToCustomerDialogProps) {
  const { t } = useTranslation();
  const [customer, setCustomer] = useState<EntityId | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const assign = useMutation({
    mutationFn: async ({ customerId, targets }: { customerId: string; targets: Device[] }) => {
      for (const device of targets) await api.devices.assignToCustomer(customerId, device.id.id);
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
    if (customer && devices) assign.mutate({ customerId: customer.id, targets: devices }, { onSuccess: close });
  };
  return (
    <Dialog open={devices !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="assign-title">
      {assign.isPending && <LinearProgress />}
      <DialogTitle id="assign-title">{t('device.assign-devices-text', { count: devices?.length ?? 0 })}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText>{t('device.assign-to-customer-text')}</DialogContentText>
        <EntityAutocomplete
          entityType="CUSTOMER"
          value={customer}
          onChange={setCustomer}
          required
          error={submitted && !customer ? 'customer.customer-required' : undefined}
          disabled={assign.isPending}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={assign.isPending}>
          {t('action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={assign.isPending}>
          {t('action.assign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
