import { useParams } from 'react-router';
import { UsersPage } from './UsersPage';

/** /customers/:customerId/users — a customer's users. */
export function CustomerUsersPage() {
  const { customerId = '' } = useParams();
  return <UsersPage scope={{ kind: 'customer', customerId }} />;
}
