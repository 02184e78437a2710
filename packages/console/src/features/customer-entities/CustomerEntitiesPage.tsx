import type { EntityId } from '@fleetdeck/model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { entitiesChanged } from '../../core/queries/invalidate-entity';
import { EntityTablePage } from '../../entities/EntityTablePage';
import type { EntityRecord, EntityTableConfig } from '../../entities/entity-config';
import { AssignToThisCustomerDialog } from './AssignToThisCustomerDialog';
import type { CustomerEntitiesKind } from './customer-entity-kinds';
import { type CustomerListActions, customerListConfig } from './customer-list-config';
import { useCustomerTitle } from './useCustomerTitle';

interface CustomerEntitiesPageProps<T extends EntityRecord> {
  kind: CustomerEntitiesKind;
  customerId: string;
  /** the customer's list as its own users see it; called again when the dependencies change */
  baseConfig(customerId: string): EntityTableConfig<T>;
  dependencies?: readonly unknown[];
  /** further dialogs the list's details open */
  children?: ReactNode;
}

/** /customers/:customerId/<kind>: one customer's entities of a kind, with assign and unassign. */
export function CustomerEntitiesPage<T extends EntityRecord>(props: CustomerEntitiesPageProps<T>) {
  const { kind, customerId } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [assigning, setAssigning] = useState(false);
  const [unassigning, setUnassigning] = useState<{ id: EntityId; name: string } | null>(null);
  const customerTitle = useCustomerTitle(customerId);
  const changed = () => void entitiesChanged(queryClient, kind.entityType);
  const unassign = useMutation({
    mutationFn: (entity: { id: EntityId }) => kind.unassign(customerId, entity.id.id),
    onSettled: () => {
      setUnassigning(null);
      changed();
    },
  });
  const actions = useMemo<CustomerListActions>(
    () => ({ assignNew: () => setAssigning(true), unassign: setUnassigning }),
    [],
  );
  const listTitle = t(kind.messages.list);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what its base list depends on.
  const config = useMemo(
    () => customerListConfig(props.baseConfig(customerId), { kind, customerTitle, listTitle, actions }),
    [kind, customerId, customerTitle, listTitle, actions, ...(props.dependencies ?? [])],
  );
  return (
    <>
      <EntityTablePage key={customerId} config={config} />
      <AssignToThisCustomerDialog
        kind={kind}
        customerId={customerId}
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
