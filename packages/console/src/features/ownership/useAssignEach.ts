import { useMutation } from '@tanstack/react-query';

/**
 * Assigns entities to a customer one after another. The caller hears of the end either way: after a failure the
 * list must show the assignments made before it.
 */
export function useAssignEach(
  assign: (customerId: string, entityId: string) => Promise<unknown>,
  onSettled: () => void,
) {
  return useMutation({
    mutationFn: async ({ customerId, entityIds }: { customerId: string; entityIds: string[] }) => {
      for (const entityId of entityIds) await assign(customerId, entityId);
    },
    onSettled: () => onSettled(),
  });
}
