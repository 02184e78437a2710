import type { EntityId } from '../ids.js';

/** The entity a state was opened for. */
export interface StateEntityParams {
  entityId?: EntityId | null;
  entityName?: string | null;
  entityLabel?: string | null;
}

/** State params: the entity at top level, and entities under named params. */
export interface StateParams extends StateEntityParams {
  targetEntityParamName?: string;
  [paramName: string]: StateEntityParams | EntityId | string | null | undefined;
}

/** One element of the state stack: the state id and its params. */
export interface StateObject {
  id: string | null;
  params: StateParams;
}
