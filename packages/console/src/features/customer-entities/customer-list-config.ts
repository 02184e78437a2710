import type { EntityId } from '@fleetdeck/model';
import { mdiAccountMinus, mdiPlus } from '@mdi/js';
import type { EntityAction, EntityListAction, EntityRecord, EntityTableConfig } from '../../entities/entity-config';
import type { CustomerEntitiesKind } from './customer-entity-kinds';

/** What a customer's list opens; the dialogs live in the page. */
export interface CustomerListActions {
  assignNew(): void;
  unassign(entity: { id: EntityId; name: string }): void;
}

export interface CustomerListOptions {
  kind: CustomerEntitiesKind;
  /** the customer's title, once read */
  customerTitle: string;
  /** the kind's list title, translated */
  listTitle: string;
  actions: CustomerListActions;
}

/**
 * A tenant administrator's list of one customer's entities of a kind, made from the customer's list with editable
 * details: titled by the customer, with "assign new" instead of add and "unassign" on every row instead of delete and
 * the tenant's ownership actions.
 */
export function customerListConfig<T extends EntityRecord>(
  base: EntityTableConfig<T>,
  options: CustomerListOptions,
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
    onAction: (entity) => actions.unassign({ id: entity.id, name: base.entityTitle(entity) }),
  };
  return {
    ...base,
    id: `customer-${base.id}`,
    messages: { ...base.messages, title: 'customer.customer-list-title' },
    titleValues: { customer: options.customerTitle, list: options.listTitle },
    addAndDelete: false,
    actions: [unassign],
    bulkActions: [],
    listActions: [assignNew],
  };
}
