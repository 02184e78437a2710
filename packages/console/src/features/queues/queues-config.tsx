import type { Queue } from '@fleetdeck/model';
import { api } from '../../core/http/api';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityTableConfig } from '../../entities/entity-config';
import { descriptionOf } from '../../entities/form-values';
import { QueueForm } from './QueueForm';

const SERVICE_TYPE = 'TB_RULE_ENGINE';

/** The system administrator's rule-engine queues. Main takes every message without another queue: it stays. */
export const queuesConfig: EntityTableConfig<Queue> = {
  id: 'queues',
  entityType: 'QUEUE',
  messages: {
    title: 'queue.queues',
    add: 'queue.add',
    details: 'queue.details',
    deleteTitle: 'queue.delete-queue-title',
    deleteText: 'queue.delete-queue-text',
    deleteSelectedTitle: 'queue.delete-queues-title',
    deleteSelectedText: 'queue.delete-queues-text',
    noEntities: 'queue.no-queues-found',
  },
  columns: [
    createdTimeColumn(),
    textColumn('name', 'queue.name'),
    {
      key: 'submitStrategy',
      title: 'queue.submit-strategy',
      render: (queue) => queue.submitStrategy.type,
      csv: (queue) => queue.submitStrategy.type,
    },
    {
      key: 'processingStrategy',
      title: 'queue.processing-strategy',
      render: (queue) => queue.processingStrategy.type,
      csv: (queue) => queue.processingStrategy.type,
    },
    {
      key: 'description',
      title: 'queue.description',
      render: (queue) => descriptionOf(queue.additionalInfo),
      csv: (queue) => descriptionOf(queue.additionalInfo),
    },
  ],
  defaultSort: { property: 'createdTime', direction: 'DESC' },
  entityTitle: (queue) => queue.name,
  fetchPage: (link) => api.queues.list(SERVICE_TYPE, link),
  fetchById: (id) => api.queues.get(id),
  save: (draft) => api.queues.save(SERVICE_TYPE, { ...draft, name: draft.name ?? '' }),
  remove: (queue) => api.queues.delete(queue.id.id),
  canDelete: (queue) => queue.name !== 'Main',
  Form: QueueForm,
  exportName: 'queues',
  addDialogWidth: 'md',
};
