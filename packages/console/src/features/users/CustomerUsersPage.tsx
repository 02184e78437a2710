import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCustomerTitle } from '../customer-entities/useCustomerTitle';
import { UsersPage } from './UsersPage';

/** /customers/:customerId/users — a customer's users, titled by the customer; users added here belong to it. */
export function CustomerUsersPage() {
  const { t } = useTranslation();
  const { customerId = '' } = useParams();
  const customer = useCustomerTitle(customerId);
  return (
    <UsersPage
      scope={{ kind: 'customer', customerId }}
      heading={{ title: 'customer.customer-list-title', values: { customer, list: t('user.customer-users') } }}
    />
  );
}
