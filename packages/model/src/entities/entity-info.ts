import type { EntityId } from '../ids.js';

export interface EntityInfo {
  id: EntityId;
  name: string;
}
