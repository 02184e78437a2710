import type { PageData, PageLink, User } from '@fleetdeck/model';
import { mdiLogin } from '@mdi/js';
import { api } from '../../core/http/api';
import { switchUser } from '../../core/session/session';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityAction, EntityTableConfig } from '../../entities/entity-config';
import { auditLogsDetailsTab } from '../audit-logs/audit-logs-tab';
import { UserAccountTab } from './UserAccountTab';
import { type UserDraft, UserForm } from './UserForm';

/** Whose users a list shows: a tenant's administrators (system administrator) or a customer's users (tenant). */
export type UserScope = { kind: 'tenant'; tenantId: string } | { kind: 'customer'; customerId: string };

interface UserConfigOptions {
  scope: UserScope;
  loginAsUserEnabled: boolean;
  showActivationLink(link: string): void;
}

function userActions({ loginAsUserEnabled }: UserConfigOptions): EntityAction<User>[] {
  return [
    {
      id: 'loginAsUser',
      icon: mdiLogin,
      label: 'user.login-as-user',
      isVisible: () => loginAsUserEnabled,
      onAction: async (user) => switchUser(await api.users.token(user.id.id)),
    },
  ];
}

/** The users of a tenant or a customer, with activation, login-as-user and account enabling. */
export function usersConfig(options: UserConfigOptions): EntityTableConfig<User> {
  const { scope } = options;
  const fetchPage = (link: PageLink): Promise<PageData<User>> =>
    scope.kind === 'tenant'
      ? api.users.tenantAdmins(scope.tenantId, link)
      : api.users.customerUsers(scope.customerId, link);
  return {
    id: scope.kind === 'tenant' ? 'tenantAdmins' : 'customerUsers',
    entityType: 'USER',
    messages: {
      title: scope.kind === 'tenant' ? 'user.tenant-admins' : 'user.customer-users',
      add: 'user.add',
      details: 'user.user-details',
      deleteTitle: 'user.delete-user-title',
      deleteText: 'user.delete-user-text',
      deleteSelectedTitle: 'user.delete-users-title',
      deleteSelectedText: 'user.delete-users-text',
      noEntities: 'user.no-users-text',
    },
    columns: [
      createdTimeColumn(),
      textColumn('firstName', 'user.first-name'),
      textColumn('lastName', 'user.last-name'),
      textColumn('email', 'user.email'),
    ],
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    entityTitle: (user) => user.email,
    fetchPage,
    fetchById: (id) => api.users.get(id),
    // Another tenant's administrators, or another customer's users, are another list.
    queryScope: [scope.kind === 'tenant' ? scope.tenantId : scope.customerId],
    save: async (draft: UserDraft) => {
      const { activationMethod, ...user } = draft;
      const owner =
        scope.kind === 'tenant'
          ? { authority: 'TENANT_ADMIN' as const, tenantId: { entityType: 'TENANT' as const, id: scope.tenantId } }
          : {
              authority: 'CUSTOMER_USER' as const,
              customerId: { entityType: 'CUSTOMER' as const, id: scope.customerId },
            };
      const saved = await api.users.save(
        {
          ...owner,
          ...user,
          email: user.email ?? '',
          firstName: user.firstName ?? null,
          lastName: user.lastName ?? null,
        },
        activationMethod === 'sendActivationMail',
      );
      if (activationMethod === 'displayActivationLink')
        options.showActivationLink(await api.users.activationLink(saved.id.id));
      return saved;
    },
    remove: (user) => api.users.delete(user.id.id),
    Form: UserForm,
    actions: userActions(options),
    detailsTabs: [
      {
        id: 'account',
        label: 'user.account',
        render: (user, context) => (
          <UserAccountTab user={user} context={context} showActivationLink={options.showActivationLink} />
        ),
      },
      // A customer's users are listed by their tenant administrator, who may read their audit logs; the system
      // administrator's list of tenant administrators has no such tab.
      ...(scope.kind === 'customer' ? [auditLogsDetailsTab<User>()] : []),
    ],
    exportName: scope.kind === 'tenant' ? 'tenant-admins' : 'customer-users',
  };
}
