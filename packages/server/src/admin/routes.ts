import type { AdminSettings, MailSettings, SecuritySettings } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { adminSettings, saveAdminSettings, saveSecuritySettings, securitySettings, sendTestMail } from './service.js';

const S = ['SYS_ADMIN'] as const;

export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { key: string } }>('/api/admin/settings/:key', { config: { authorities: S } }, async (request) => {
    return adminSettings(ctx, request.params.key);
  });

  app.post<{ Body: AdminSettings }>(
    '/api/admin/settings',
    {
      config: { authorities: S },
      schema: {
        body: {
          type: 'object',
          required: ['key', 'jsonValue'],
          properties: { key: { type: 'string' }, jsonValue: { type: 'object' } },
        },
      },
    },
    async (request) => saveAdminSettings(ctx, request.body.key, request.body.jsonValue),
  );

  app.post<{ Body: AdminSettings<MailSettings> }>(
    '/api/admin/settings/testMail',
    { config: { authorities: S }, schema: { body: { type: 'object', required: ['jsonValue'] } } },
    async (request, reply) => {
      await sendTestMail(ctx, caller(request).email, request.body.jsonValue);
      return reply.send();
    },
  );

  app.get('/api/admin/securitySettings', { config: { authorities: S } }, async () => securitySettings(ctx));

  app.post<{ Body: Partial<SecuritySettings> }>(
    '/api/admin/securitySettings',
    { config: { authorities: S }, schema: { body: { type: 'object' } } },
    async (request) => saveSecuritySettings(ctx, request.body),
  );

  // No outside lookup can be made from an installation, so there is never news of an update.
  app.get('/api/admin/updates', { config: { authorities: S } }, async () => ({
    updateAvailable: false,
    message: null,
  }));
}
