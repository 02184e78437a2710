import { EntityTablePage } from '../../entities/EntityTablePage';
import { tenantProfilesConfig } from './tenant-profiles-config';

export function TenantProfilesPage() {
  return <EntityTablePage config={tenantProfilesConfig} />;
}
