import type { EntityRecord } from '../../entities/entity-config';
import { AssignedEntitiesPage, type AssignedEntitiesPageProps } from '../assigned-entities/AssignedEntitiesPage';
import { useCustomerTitle } from './useCustomerTitle';

type CustomerEntitiesPageProps<T extends EntityRecord> = Omit<
  AssignedEntitiesPageProps<T>,
  'owner' | 'ownerId' | 'ownerTitle'
> & { customerId: string };

/** /customers/:customerId/<kind>: one customer's entities of a kind, with assign and unassign. */
export function CustomerEntitiesPage<T extends EntityRecord>({ customerId, ...props }: CustomerEntitiesPageProps<T>) {
  const customerTitle = useCustomerTitle(customerId);
  return <AssignedEntitiesPage<T> {...props} owner="customer" ownerId={customerId} ownerTitle={customerTitle} />;
}
