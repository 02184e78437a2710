import { Type } from 'typebox';
import { EntityTypeName, timePageQueryWith, Uuid, UuidParams } from '../http/schemas.js';

export const AuditLogsQuery = timePageQueryWith('actionTypes');
export const CustomerIdParams = UuidParams('customerId');
export const UserIdParams = UuidParams('userId');
export const EntityParams = Type.Object({ entityType: EntityTypeName, entityId: Uuid() });
