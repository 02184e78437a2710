import type { EntitySubtype } from '@fleetdeck/model';
import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { api } from '../../core/http/api';
import { useAuthStore } from '../../core/session/auth-store';
import type { SubtypeEntityType } from './entity-types';

type SubtypeSource = () => Promise<EntitySubtype[]>;

const sources = new Map<SubtypeEntityType, SubtypeSource>([['DEVICE', () => api.devices.types()]]);

/** The `/types` call of each kind; the entity pages register theirs. */
export function registerSubtypeSource(entityType: SubtypeEntityType, source: SubtypeSource): void {
  sources.set(entityType, source);
}

const cache = new Map<string, Promise<string[]>>();

interface SubtypeCacheState {
  /** bumped when an entity of the kind is saved, so open pickers read the list again */
  versions: Partial<Record<SubtypeEntityType, number>>;
}

const useSubtypeCacheStore = create<SubtypeCacheState>(() => ({ versions: {} }));

function cacheKey(entityType: SubtypeEntityType): string {
  // Another user (login as user, a new session) sees another tenant's types.
  return `${useAuthStore.getState().authUser?.userId ?? ''}:${entityType}`;
}

/**
 * The known types of a kind, read once and cached (seed 001 §4). A failed read gives an empty list and is not cached
 * (seed 002 §8).
 */
export function loadSubtypes(entityType: SubtypeEntityType): Promise<string[]> {
  const key = cacheKey(entityType);
  const cached = cache.get(key);
  if (cached) return cached;
  const source = sources.get(entityType);
  if (!source) return Promise.resolve([]);
  const loading = source()
    .then((subtypes) => subtypes.map((subtype) => subtype.type))
    .catch((error: unknown) => {
      console.warn(`Types of ${entityType} could not be read`, error);
      cache.delete(key);
      return [];
    });
  cache.set(key, loading);
  return loading;
}

/**
 * The entity pages call this after saving an asset, device, edge or entity view: the cached type list of that kind is
 * dropped (the assetSaved, deviceSaved, edgeSaved and entityViewSaved events of seed 002 §4).
 */
export function entitySaved(entityType: SubtypeEntityType): void {
  for (const key of [...cache.keys()]) if (key.endsWith(`:${entityType}`)) cache.delete(key);
  useSubtypeCacheStore.setState((state) => ({
    versions: { ...state.versions, [entityType]: (state.versions[entityType] ?? 0) + 1 },
  }));
}

/** The cached types of a kind, read again after entitySaved. */
export function useEntitySubtypes(entityType: SubtypeEntityType): string[] {
  const version = useSubtypeCacheStore((state) => state.versions[entityType] ?? 0);
  const [subtypes, setSubtypes] = useState<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version means the cache was dropped.
  useEffect(() => {
    let cancelled = false;
    void loadSubtypes(entityType).then((loaded) => {
      if (!cancelled) setSubtypes(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [entityType, version]);
  return subtypes;
}
