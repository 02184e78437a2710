import { type EntityType, NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AuditEntry } from './entries.js';
import { REFUSED_ACTIONS, RPC_OUTCOME_STATUSES } from './refused-actions.js';

/** The entities whose refused save or delete the platform audits as a failure, by the path of their save endpoint. */
const ENTITY_ENDPOINTS: Record<string, { entityType: EntityType; idParam: string }> = {
  '/api/device': { entityType: 'DEVICE', idParam: 'deviceId' },
  '/api/asset': { entityType: 'ASSET', idParam: 'assetId' },
  '/api/customer': { entityType: 'CUSTOMER', idParam: 'customerId' },
  '/api/entityView': { entityType: 'ENTITY_VIEW', idParam: 'entityViewId' },
  '/api/edge': { entityType: 'EDGE', idParam: 'edgeId' },
  '/api/dashboard': { entityType: 'DASHBOARD', idParam: 'dashboardId' },
  '/api/user': { entityType: 'USER', idParam: 'userId' },
  '/api/deviceProfile': { entityType: 'DEVICE_PROFILE', idParam: 'deviceProfileId' },
  '/api/ruleChain': { entityType: 'RULE_CHAIN', idParam: 'ruleChainId' },
  '/api/otaPackage': { entityType: 'OTA_PACKAGE', idParam: 'otaPackageId' },
};

/** What the hook knows of a refused request: its route, parameters, body, caller and the answer it got. */
export interface RefusedRequest {
  method: string;
  routeUrl: string;
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  body: unknown;
  user: SecurityUser;
  status: number;
  message: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function bodyEntityId(body: Record<string, unknown>): string | null {
  return isObject(body.id) && typeof body.id.id === 'string' ? body.id.id : null;
}

function bodyName(body: Record<string, unknown>): string {
  const name = [body.name, body.title, body.email].find((value) => typeof value === 'string');
  return typeof name === 'string' ? name : '';
}

/**
 * The FAILURE entries of a refused write the platform audits: an entity's save (ADDED or UPDATED, with the entity as
 * sent) or delete (DELETED, with its id), or one of the other audited writes (credentials, relations, telemetry,
 * alarm acknowledge and clear, RPC, assignments); none for any other request.
 */
export function refusedWriteEntries(request: RefusedRequest): AuditEntry[] {
  const action = REFUSED_ACTIONS[`${request.method} ${request.routeUrl}`];
  if (!action) {
    const entry = refusedEntityWrite(request);
    return entry ? [entry] : [];
  }
  if (request.routeUrl.includes('/rpc/') && RPC_OUTCOME_STATUSES.has(request.status)) return [];
  const { user } = request;
  return action(request).map((refused) => ({
    ...refused,
    tenantId: user.tenantId,
    customerId: user.customerId,
    userId: user.userId,
    userName: user.email,
    actionStatus: 'FAILURE',
    actionFailureDetails: request.message,
  }));
}

function refusedEntityWrite(request: RefusedRequest): AuditEntry | null {
  const { user } = request;
  const failure = {
    tenantId: user.tenantId,
    customerId: user.customerId,
    userId: user.userId,
    userName: user.email,
    actionStatus: 'FAILURE' as const,
    actionFailureDetails: request.message,
  };
  if (request.method === 'POST' && ENTITY_ENDPOINTS[request.routeUrl]) {
    const { entityType } = ENTITY_ENDPOINTS[request.routeUrl];
    const body = isObject(request.body) ? request.body : {};
    const id = bodyEntityId(body);
    return {
      ...failure,
      entityId: { entityType, id: id ?? NULL_UUID } as AuditEntry['entityId'],
      entityName: bodyName(body),
      actionType: id ? 'UPDATED' : 'ADDED',
      actionData: { entity: body },
    };
  }
  const base = request.routeUrl.slice(0, request.routeUrl.lastIndexOf('/'));
  const endpoint = ENTITY_ENDPOINTS[base];
  if (request.method === 'DELETE' && endpoint && request.routeUrl === `${base}/:${endpoint.idParam}`) {
    const id = request.params[endpoint.idParam] ?? NULL_UUID;
    return {
      ...failure,
      entityId: { entityType: endpoint.entityType, id } as AuditEntry['entityId'],
      actionType: 'DELETED',
      actionData: { entityId: id },
    };
  }
  return null;
}
