import type { EntityId } from '@fleetdeck/model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignDialog } from '../../components/dialogs/AssignDialog';
import { EntityAutocomplete } from '../../components/pickers/EntityAutocomplete';
import type { OwnedEntity } from './ownership';
import { useAssignEach } from './useAssignEach';

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
  const assignAll = useAssignEach(assign, onAssigned);
  const close = () => {
    setCustomer(null);
    setSubmitted(false);
    onClose();
  };
  const submit = () => {
    setSubmitted(true);
    if (customer && entities) {
      const entityIds = entities.map((entity) => entity.id.id);
      assignAll.mutate({ ownerId: customer.id, entityIds }, { onSuccess: close });
    }
  };
  return (
    <AssignDialog
      open={entities !== null}
      title={t(title, { count: entities?.length ?? 0 })}
      text="entity.assign-to-customer-text"
      pending={assignAll.isPending}
      onCancel={close}
      onAssign={submit}
    >
      <EntityAutocomplete
        entityType="CUSTOMER"
        value={customer}
        onChange={setCustomer}
        required
        error={submitted && !customer ? 'customer.customer-required' : undefined}
        disabled={assignAll.isPending}
      />
    </AssignDialog>
  );
}
