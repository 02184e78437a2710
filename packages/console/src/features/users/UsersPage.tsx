import { useMemo, useState } from 'react';
import { useAuthStore } from '../../core/session/auth-store';
import { EntityTablePage } from '../../entities/EntityTablePage';
import { ActivationLinkDialog } from './ActivationLinkDialog';
import { type UserScope, usersConfig } from './users-config';

interface UsersPageProps {
  scope: UserScope;
  /** the list's title message and its values, when the list names its owner (a customer's users) */
  heading?: { title: string; values: Record<string, string> };
}

/** A users list for one tenant or customer, and the activation-link dialog its actions open. */
export function UsersPage({ scope, heading }: UsersPageProps) {
  const loginAsUserEnabled = useAuthStore((state) => state.userTokenAccessEnabled);
  const [activationLink, setActivationLink] = useState<string | null>(null);
  const scopeId = scope.kind === 'tenant' ? scope.tenantId : scope.customerId;
  const headingTitle = heading?.title;
  const headingValues = JSON.stringify(heading?.values ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scope and heading are new objects on every render; their ids and texts are what matter.
  const config = useMemo(() => {
    const base = usersConfig({ scope, loginAsUserEnabled, showActivationLink: setActivationLink });
    return heading
      ? { ...base, messages: { ...base.messages, title: heading.title }, titleValues: heading.values }
      : base;
  }, [scope.kind, scopeId, loginAsUserEnabled, headingTitle, headingValues]);
  return (
    <>
      <EntityTablePage key={scopeId} config={config} />
      <ActivationLinkDialog link={activationLink} onClose={() => setActivationLink(null)} />
    </>
  );
}
