import { useParams } from 'react-router';
import { UsersPage } from './UsersPage';

/** /tenants/:tenantId/users — a tenant's administrators. */
export function TenantAdminsPage() {
  const { tenantId = '' } = useParams();
  return <UsersPage scope={{ kind: 'tenant', tenantId }} />;
}
