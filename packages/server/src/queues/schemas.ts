import { QUEUE_SERVICE_TYPES } from '@fleetdeck/model';
import { Type } from 'typebox';
import {
  AnyJson,
  BodyObject,
  ENTITY_FIELDS,
  JAVA_TYPE,
  NullableBoolean,
  NullableNumber,
  NullableString,
  PageLinkQuery,
  UuidParams,
} from '../http/schemas.js';

/** The service whose queues are meant; anything else answers `No enum constant ….ServiceType.<value>`. */
const ServiceType = Type.String({
  enum: [...QUEUE_SERVICE_TYPES],
  [JAVA_TYPE]: 'org.thingsboard.server.common.msg.queue.ServiceType',
  description: 'TB_RULE_ENGINE: the rule-engine queues',
});

export const QueueIdParams = UuidParams('queueId');
export const QueueNameParams = Type.Object({ queueName: Type.String() });
export const ServiceTypeQuery = Type.Object({ serviceType: ServiceType });
export const QueuesQuery = Type.Object({ ...PageLinkQuery.properties, serviceType: ServiceType });

/** Strategies are objects the service reads field by field, so their mistakes get the platform's own texts. */
export const QueueBody = BodyObject(
  {
    ...ENTITY_FIELDS,
    name: NullableString(),
    topic: NullableString(),
    pollInterval: NullableNumber(),
    partitions: NullableNumber(),
    consumerPerPartition: NullableBoolean(),
    packProcessingTimeout: NullableNumber(),
    submitStrategy: AnyJson,
    processingStrategy: AnyJson,
  },
  'A rule-engine queue; without id it is created',
);
