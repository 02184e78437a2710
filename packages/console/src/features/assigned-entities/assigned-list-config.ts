import type { EntityId } from '@fleetdeck/model';
import { mdiAccountMinus, mdiPlus } from '@mdi/js';
import type { EntityAction, EntityListAction, EntityRecord, EntityTableConfig } from '../../entities/entity-config';
import type { AssignedEntitiesKind } from './assigned-entity-kind';

/** What an owner's list opens; the dialogs live in the page. */
export interface AssignedListActions {
  assignNew(): void;
  unassign(entity: { id: EntityId; name: string }): void;
}

export interface AssignedListOptions<T extends EntityRecord> {
  /** who the entities are assigned to; names the list apart from the owner's other lists */
  owner: 'customer' | 'edge';
  kind: AssignedEntitiesKind;
  /** message key of the list's title, e.g. "{{customer}}: {{list}}" */
  title: string;
  titleValues: Record<string, string>;
  actions: AssignedListActions;
  /** rows that cannot be unassigned (an edge's root rule chain) have no unassign action */
  canUnassign?(entity: T): boolean;
  /** row actions of the kind offered before unassign */
  rowActions?: EntityAction<T>[];
}

/**
 * A tenant administrator's list of the entities of a kind assigned to one owner (a customer or an edge), made from a
 * list with editable details: titled by the owner, with "assign new" instead of add and "unassign" on every row instead
 * of delete and the tenant's ownership actions (besides the kind's own row actions).
 */
export function assignedListConfig<T extends EntityRecord>(
  base: EntityTableConfig<T>,
  options: AssignedListOptions<T>,
): EntityTableConfig<T> {
  const { kind, actions } = options;
  const assignNew: EntityListAction = {
    id: 'assignNew',
    icon: mdiPlus,
    label: kind.messages.assignNew,
    onAction: () => actions.assignNew(),
  };
  const unassign: EntityAction<T> = {
    id: 'unassign',
    icon: mdiAccountMinus,
    label: kind.messages.unassign,
    isVisible: options.canUnassign,
    onAction: (entity) => actions.unassign({ id: entity.id, name: base.entityTitle(entity) }),
  };
  return {
    ...base,
    id: `${options.owner}-${base.id}`,
    messages: { ...base.messages, title: options.title },
    titleValues: options.titleValues,
    addAndDelete: false,
    actions: [...(options.rowActions ?? []), unassign],
    bulkActions: [],
    listActions: [assignNew],
  };
}
