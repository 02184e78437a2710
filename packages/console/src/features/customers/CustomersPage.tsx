import { EntityTablePage } from '../../entities/EntityTablePage';
import { customersConfig } from './customers-config';

export function CustomersPage() {
  return <EntityTablePage config={customersConfig} />;
}
