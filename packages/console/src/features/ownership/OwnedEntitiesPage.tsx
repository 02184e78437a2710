import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { EntityTablePage } from '../../entities/EntityTablePage';
import type { EntityContext, EntityTableConfig } from '../../entities/entity-config';
import { AssignToCustomerDialog } from './AssignToCustomerDialog';
import type { Confirmation, OwnedEntity, OwnershipApi, OwnershipMessages, OwnershipPageActions } from './ownership';

interface OwnedEntitiesPageProps<T extends OwnedEntity> {
  /** builds the list's config with the page's dialogs at hand; called again when the dependencies change */
  config(page: OwnershipPageActions<T>): EntityTableConfig<T>;
  dependencies: readonly unknown[];
  ownershipApi: OwnershipApi;
  messages: OwnershipMessages;
  /** further dialogs of the page */
  children?: ReactNode;
}

/** An entity list whose rows can be assigned to customers and made public: the table, the assign and confirm dialogs. */
export function OwnedEntitiesPage<T extends OwnedEntity>(props: OwnedEntitiesPageProps<T>) {
  const { t } = useTranslation();
  const [assigning, setAssigning] = useState<{ entities: T[]; context: EntityContext } | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const confirmed = useMutation({
    mutationFn: (request: Confirmation) => request.run(),
    onSuccess: (_result, request) => request.context.reload(),
    onSettled: () => setConfirmation(null),
  });
  const page = useMemo<OwnershipPageActions<T>>(
    () => ({ assign: (entities, context) => setAssigning({ entities, context }), confirm: setConfirmation }),
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what its config depends on.
  const config = useMemo(() => props.config(page), [page, ...props.dependencies]);
  return (
    <>
      <EntityTablePage config={config} />
      <AssignToCustomerDialog
        entities={assigning?.entities ?? null}
        title={props.messages.assignTitle}
        assign={props.ownershipApi.assignToCustomer}
        onClose={() => setAssigning(null)}
        onAssigned={() => assigning?.context.reload()}
      />
      <ConfirmDialog
        open={confirmation !== null}
        busy={confirmed.isPending}
        title={confirmation?.title ?? ''}
        message={confirmation?.message ?? ''}
        okLabel={t('action.yes')}
        onCancel={() => setConfirmation(null)}
        onConfirm={() => confirmation && confirmed.mutate(confirmation)}
      />
      {props.children}
    </>
  );
}
