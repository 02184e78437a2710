import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignDialog } from '../../components/dialogs/AssignDialog';
import type { EntityOption } from '../../components/pickers/entity-lookup';
import { useAssignEach } from '../ownership/useAssignEach';
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
  const assignAll = useAssignEach(kind.assign, onAssigned);
  const close = () => {
    setChosen([]);
    setSubmitted(false);
    assignAll.reset();
    onClose();
  };
  const submit = () => {
    setSubmitted(true);
    if (chosen.length > 0) {
      const entityIds = chosen.map((entity) => entity.id.id);
      assignAll.mutate({ customerId, entityIds }, { onSuccess: close });
    }
  };
  return (
    <AssignDialog
      open={open}
      title={t(kind.messages.assignTitle, { count: chosen.length })}
      text="customer.assign-entities-text"
      pending={assignAll.isPending}
      onCancel={close}
      onAssign={submit}
    >
      <AssignableEntitiesSelect
        kind={kind}
        customerId={customerId}
        value={chosen}
        onChange={setChosen}
        error={submitted && chosen.length === 0 ? 'entity.entity-list-empty' : undefined}
        disabled={assignAll.isPending}
      />
    </AssignDialog>
  );
}
