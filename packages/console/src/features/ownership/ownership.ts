import { type EntityId, NULL_UUID } from '@fleetdeck/model';
import { mdiAccountMinus, mdiAccountPlus, mdiShareVariant, mdiShareVariantOutline } from '@mdi/js';
import i18next from 'i18next';
import type { EntityAction, EntityBulkAction, EntityContext, EntityRecord } from '../../entities/entity-config';

/** An entity a tenant can assign to a customer or make public (asset, entity view, edge). */
export interface OwnedEntity extends EntityRecord {
  name: string;
  customerId: EntityId;
  customerTitle: string | null;
  customerIsPublic: boolean;
}

/** The calls that move an entity between the tenant, a customer and the public customer. */
export interface OwnershipApi {
  assignToCustomer(customerId: string, entityId: string): Promise<unknown>;
  unassignFromCustomer(entityId: string): Promise<unknown>;
  makePublic(entityId: string): Promise<unknown>;
}

/** The message keys of one entity kind; titles take {{name}}, the assign title {{count}}. */
export interface OwnershipMessages {
  makePublic: string;
  makePublicTitle: string;
  makePublicText: string;
  makePrivate: string;
  makePrivateTitle: string;
  makePrivateText: string;
  assign: string;
  assignSelected: string;
  assignTitle: string;
  unassign: string;
  unassignTitle: string;
  unassignText: string;
}

export interface Confirmation {
  title: string;
  message: string;
  run(): Promise<unknown>;
  context: EntityContext;
}

/** What a list page opens for an ownership action; the dialogs live in the page. */
export interface OwnershipPageActions<T extends OwnedEntity> {
  assign(entities: T[], context: EntityContext): void;
  confirm(confirmation: Confirmation): void;
}

export function isUnassigned(entity: OwnedEntity): boolean {
  return entity.customerId.id === NULL_UUID;
}

/** Assigned to a customer other than the public one. */
export function isAssignedToCustomer(entity: OwnedEntity): boolean {
  return !isUnassigned(entity) && !entity.customerIsPublic;
}

/** Make public, make private, assign and unassign, each shown only where it applies. */
export function ownershipActions<T extends OwnedEntity>(
  ownershipApi: OwnershipApi,
  messages: OwnershipMessages,
  page: OwnershipPageActions<T>,
): EntityAction<T>[] {
  const confirm =
    (title: string, text: string, run: (entity: T) => Promise<unknown>) => (entity: T, context: EntityContext) =>
      page.confirm({
        title: i18next.t(title, { name: entity.name }),
        message: i18next.t(text),
        run: () => run(entity),
        context,
      });
  return [
    {
      id: 'makePublic',
      icon: mdiShareVariant,
      label: messages.makePublic,
      isVisible: isUnassigned,
      onAction: confirm(messages.makePublicTitle, messages.makePublicText, (entity) =>
        ownershipApi.makePublic(entity.id.id),
      ),
    },
    {
      id: 'makePrivate',
      icon: mdiShareVariantOutline,
      label: messages.makePrivate,
      isVisible: (entity) => entity.customerIsPublic,
      onAction: confirm(messages.makePrivateTitle, messages.makePrivateText, (entity) =>
        ownershipApi.unassignFromCustomer(entity.id.id),
      ),
    },
    {
      id: 'assign',
      icon: mdiAccountPlus,
      label: messages.assign,
      isVisible: isUnassigned,
      onAction: (entity, context) => page.assign([entity], context),
    },
    {
      id: 'unassign',
      icon: mdiAccountMinus,
      label: messages.unassign,
      isVisible: isAssignedToCustomer,
      onAction: confirm(messages.unassignTitle, messages.unassignText, (entity) =>
        ownershipApi.unassignFromCustomer(entity.id.id),
      ),
    },
  ];
}

/** Assigning the selected rows; rows already with a customer are skipped by the dialog's caller. */
export function ownershipBulkActions<T extends OwnedEntity>(
  messages: OwnershipMessages,
  page: OwnershipPageActions<T>,
): EntityBulkAction<T>[] {
  return [
    {
      id: 'assign',
      icon: mdiAccountPlus,
      label: messages.assignSelected,
      onAction: (entities, context) => page.assign(entities, context),
    },
  ];
}

/** The message keys of a kind whose keys follow the asset pattern (asset.make-public, asset.make-public-title, …). */
export function ownershipMessages(prefix: string): OwnershipMessages {
  return {
    makePublic: `${prefix}.make-public`,
    makePublicTitle: `${prefix}.make-public-title`,
    makePublicText: `${prefix}.make-public-text`,
    makePrivate: `${prefix}.make-private`,
    makePrivateTitle: `${prefix}.make-private-title`,
    makePrivateText: `${prefix}.make-private-text`,
    assign: `${prefix}.assign-to-customer`,
    assignSelected: `${prefix}.assign-selected`,
    assignTitle: `${prefix}.assign-title`,
    unassign: `${prefix}.unassign-from-customer`,
    unassignTitle: `${prefix}.unassign-title`,
    unassignText: `${prefix}.unassign-text`,
  };
}
