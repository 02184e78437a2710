import { useQuery } from '@tanstack/react-query';
import { api } from '../../core/http/api';
import { entityKeys } from '../../core/queries/entity-keys';

/** The title of the customer whose lists a page shows; empty until it is read. */
export function useCustomerTitle(customerId: string): string {
  const customer = useQuery({
    queryKey: entityKeys('CUSTOMER').detail(customerId),
    queryFn: () => api.customers.get(customerId),
  });
  return customer.data?.title ?? '';
}
