import { useMutation } from '@tanstack/react-query';

/**
 * Assigns entities to an owner (a customer or an edge) one after another. The caller hears of the end either way: after a failure the
 * list must show the assignments made before it.
 */
export function useAssignEach(assign: (ownerId: string, entityId: string) => Promise<unknown>, onSettled: () => void) {
  return useMutation({
    mutationFn: async ({ ownerId, entityIds }: { ownerId: string; entityIds: string[] }) => {
      for (const entityId of entityIds) await assign(ownerId, entityId);
    },
    onSettled: () => onSettled(),
  });
}
