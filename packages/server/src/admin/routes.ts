import type { AdminSettings, MailSettings, SecuritySettings, TestSmsRequest } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { sendTestSms } from '../sms/service.js';
import { AdminSettingsBody, SecuritySettingsBody, SettingsKeyParams, TestMailBody, TestSmsBody } from './schemas.js';
import { adminSettings, saveAdminSettings, saveSecuritySettings, securitySettings, sendTestMail } from './service.js';

const S = ['SYS_ADMIN'] as const;

export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Static<typeof SettingsKeyParams> }>(
    '/api/admin/settings/:key',
    { config: { authorities: S }, schema: { params: SettingsKeyParams } },
    async (request) => adminSettings(ctx, request.params.key),
  );

  app.post<{ Body: AdminSettings }>(
    '/api/admin/settings',
    { config: { authorities: S }, schema: { body: AdminSettingsBody } },
    async (request) => saveAdminSettings(ctx, request.body.key, request.body.jsonValue),
  );

  app.post<{ Body: AdminSettings<MailSettings> }>(
    '/api/admin/settings/testMail',
    { config: { authorities: S }, schema: { body: TestMailBody } },
    async (request, reply) => {
      await sendTestMail(ctx, caller(request).email, request.body.jsonValue);
      return reply.send();
    },
  );

  app.post<{ Body: Partial<TestSmsRequest> }>(
    '/api/admin/settings/testSms',
    { config: { authorities: S }, schema: { body: TestSmsBody } },
    async (request, reply) => {
      await sendTestSms(request.body);
      return reply.send();
    },
  );

  app.get('/api/admin/securitySettings', { config: { authorities: S } }, async () => securitySettings(ctx));

  app.post<{ Body: Partial<SecuritySettings> }>(
    '/api/admin/securitySettings',
    { config: { authorities: S }, schema: { body: SecuritySettingsBody } },
    async (request) => saveSecuritySettings(ctx, request.body),
  );

  // No outside lookup can be made from an installation, so there is never news of an update.
  app.get('/api/admin/updates', { config: { authorities: S } }, async () => ({
    updateAvailable: false,
    message: null,
  }));
}
