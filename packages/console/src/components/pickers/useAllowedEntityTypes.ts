import { useAuthStore } from '../../core/session/auth-store';
import { allowedEntityTypes, type PickerEntityType } from './entity-types';

/** The entity types the signed-in user may pick, with the pseudo-types when asked. */
export function useAllowedEntityTypes(includeAliases = false): PickerEntityType[] {
  const authority = useAuthStore((state) => state.authUser?.authority);
  const edgesEnabled = useAuthStore((state) => state.edgesSupportEnabled);
  return allowedEntityTypes(authority, { edgesEnabled, includeAliases });
}
