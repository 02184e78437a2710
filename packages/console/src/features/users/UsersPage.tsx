import { useMemo, useState } from 'react';
import { useAuthStore } from '../../core/session/auth-store';
import { EntityTablePage } from '../../entities/EntityTablePage';
import { ActivationLinkDialog } from './ActivationLinkDialog';
import { type UserScope, usersConfig } from './users-config';

/** A users list for one tenant or customer, and the activation-link dialog its actions open. */
export function UsersPage({ scope }: { scope: UserScope }) {
  const loginAsUserEnabled = useAuthStore((state) => state.userTokenAccessEnabled);
  const [activationLink, setActivationLink] = useState<string | null>(null);
  const scopeId = scope.kind === 'tenant' ? scope.tenantId : scope.customerId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scope object is new on every render; its id is what matters.
  const config = useMemo(
    () => usersConfig({ scope, loginAsUserEnabled, showActivationLink: setActivationLink }),
    [scope.kind, scopeId, loginAsUserEnabled],
  );
  return (
    <>
      <EntityTablePage key={scopeId} config={config} />
      <ActivationLinkDialog link={activationLink} onClose={() => setActivationLink(null)} />
    </>
  );
}
