import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignDialog } from '../../components/dialogs/AssignDialog';
import type { EntityOption } from '../../components/pickers/entity-lookup';
import { useAssignEach } from '../ownership/useAssignEach';
import { AssignableEntitiesSelect } from './AssignableEntitiesSelect';
import type { AssignedEntitiesKind } from './assigned-entity-kind';

interface AssignToOwnerDialogProps {
  kind: AssignedEntitiesKind;
  ownerId: string;
  /** message key of the dialog's text */
  text: string;
  open: boolean;
  onClose(): void;
  /** after the assignments, also after a failed one: the list shows what was assigned before it */
  onAssigned(): void;
}

/** Gives the owner (a customer or an edge) some of the tenant's entities of a kind, picked by name. */
export function AssignToOwnerDialog({ kind, ownerId, text, open, onClose, onAssigned }: AssignToOwnerDialogProps) {
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
      assignAll.mutate({ ownerId, entityIds }, { onSuccess: close });
    }
  };
  return (
    <AssignDialog
      open={open}
      title={t(kind.messages.assignTitle, { count: chosen.length })}
      text={text}
      pending={assignAll.isPending}
      onCancel={close}
      onAssign={submit}
    >
      <AssignableEntitiesSelect
        kind={kind}
        ownerId={ownerId}
        value={chosen}
        onChange={setChosen}
        error={submitted && chosen.length === 0 ? 'entity.entity-list-empty' : undefined}
        disabled={assignAll.isPending}
      />
    </AssignDialog>
  );
}
