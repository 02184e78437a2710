import { EntityTablePage } from '../../entities/EntityTablePage';
import { otaPackagesConfig } from './ota-packages-config';

/** /otaUpdates: the tenant's firmware and software packages. */
export function OtaPackagesPage() {
  return <EntityTablePage config={otaPackagesConfig} />;
}
