import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { api } from '../../core/http/api';
import { entityKeys } from '../../core/queries/entity-keys';
import { useAuthStore } from '../../core/session/auth-store';
import type { EntityRecord } from '../../entities/entity-config';
import { AssignedEntitiesPage, type AssignedEntitiesPageProps } from '../assigned-entities/AssignedEntitiesPage';

type EdgeEntitiesPageProps<T extends EntityRecord> = Omit<
  AssignedEntitiesPageProps<T>,
  'owner' | 'ownerId' | 'ownerTitle' | 'baseConfig'
> & { baseConfig: AssignedEntitiesPageProps<T>['baseConfig'] };

/** The edge of an /edgeInstances/:edgeId/… page. */
export function useEdgeIdParam(): string {
  return useParams().edgeId ?? '';
}

/** /edgeInstances/:edgeId/<kind>: what is assigned to one edge, with assign and unassign; only while edges are on. */
export function EdgeEntitiesPage<T extends EntityRecord>(props: EdgeEntitiesPageProps<T>) {
  const edgeId = useEdgeIdParam();
  const edgesEnabled = useAuthStore((state) => state.edgesSupportEnabled);
  const edge = useQuery({ queryKey: entityKeys('EDGE').detail(edgeId), queryFn: () => api.edges.get(edgeId) });
  if (!edgesEnabled) return <Navigate to="/home" replace />;
  return <AssignedEntitiesPage<T> {...props} owner="edge" ownerId={edgeId} ownerTitle={edge.data?.name ?? ''} />;
}
