import { EntityTablePage } from '../../entities/EntityTablePage';
import { tenantsConfig } from './tenants-config';

export function TenantsPage() {
  return <EntityTablePage config={tenantsConfig} />;
}
