import type { EntityId } from '@fleetdeck/model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { entitiesChanged } from '../../core/queries/invalidate-entity';
import { EntityTablePage } from '../../entities/EntityTablePage';
import type { EntityAction, EntityRecord, EntityTableConfig } from '../../entities/entity-config';
import { AssignToOwnerDialog } from './AssignToOwnerDialog';
import type { AssignedEntitiesKind } from './assigned-entity-kind';
import { type AssignedListActions, assignedListConfig } from './assigned-list-config';

export interface AssignedEntitiesPageProps<T extends EntityRecord> {
  owner: 'customer' | 'edge';
  ownerId: string;
  /** the owner's title, once read; empty before */
  ownerTitle: string;
  kind: AssignedEntitiesKind;
  /** the list with editable details; called again when the dependencies change */
  baseConfig(ownerId: string): EntityTableConfig<T>;
  dependencies?: readonly unknown[];
  /** rows that cannot be unassigned; the dependencies name what it reads */
  canUnassign?(entity: T): boolean;
  /** row actions of the kind offered before unassign; the dependencies name what they read */
  rowActions?: EntityAction<T>[];
  /** further dialogs the list's details or row actions open */
  children?: ReactNode;
}

/** The messages that differ between the owners: the list title ("{{customer}}: {{list}}") and the assign text. */
const OWNER_MESSAGES = {
  customer: { title: 'customer.customer-list-title', assignText: 'customer.assign-entities-text' },
  edge: { title: 'edge.edge-list-title', assignText: 'edge.assign-entities-text' },
} as const;

/** /customers/:customerId/<kind> and /edgeInstances/:edgeId/<kind>: what is assigned to an owner, with assign and unassign. */
export function AssignedEntitiesPage<T extends EntityRecord>(props: AssignedEntitiesPageProps<T>) {
  const { owner, ownerId, ownerTitle, kind } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [assigning, setAssigning] = useState(false);
  const [unassigning, setUnassigning] = useState<{ id: EntityId; name: string } | null>(null);
  const changed = () => void entitiesChanged(queryClient, kind.entityType);
  const unassign = useMutation({
    mutationFn: (entity: { id: EntityId }) => kind.unassign(ownerId, entity.id.id),
    onSettled: () => {
      setUnassigning(null);
      changed();
    },
  });
  const actions = useMemo<AssignedListActions>(
    () => ({ assignNew: () => setAssigning(true), unassign: setUnassigning }),
    [],
  );
  const listTitle = t(kind.messages.list);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what its base list depends on.
  const config = useMemo(
    () =>
      assignedListConfig(props.baseConfig(ownerId), {
        owner,
        kind,
        title: OWNER_MESSAGES[owner].title,
        titleValues: { [owner]: ownerTitle, list: listTitle },
        actions,
        canUnassign: props.canUnassign,
        rowActions: props.rowActions,
      }),
    [owner, kind, ownerId, ownerTitle, listTitle, actions, ...(props.dependencies ?? [])],
  );
  return (
    <>
      <EntityTablePage key={ownerId} config={config} />
      <AssignToOwnerDialog
        kind={kind}
        ownerId={ownerId}
        text={OWNER_MESSAGES[owner].assignText}
        open={assigning}
        onClose={() => setAssigning(false)}
        onAssigned={changed}
      />
      <ConfirmDialog
        open={unassigning !== null}
        busy={unassign.isPending}
        title={t(kind.messages.unassignTitle, { name: unassigning?.name ?? '' })}
        message={t(kind.messages.unassignText)}
        okLabel={t('action.yes')}
        onCancel={() => setUnassigning(null)}
        onConfirm={() => unassigning && unassign.mutate(unassigning)}
      />
      {props.children}
    </>
  );
}
