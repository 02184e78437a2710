import { EntityTablePage } from '../../entities/EntityTablePage';
import { queuesConfig } from './queues-config';

export function QueuesPage() {
  return <EntityTablePage config={queuesConfig} />;
}
