import { useParams } from 'react-router';

/** The customer of a /customers/:customerId/… page. */
export function useCustomerIdParam(): string {
  return useParams().customerId ?? '';
}
