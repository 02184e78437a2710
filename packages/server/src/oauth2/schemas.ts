import { Type } from 'typebox';
import { AnyJson, BodyObject, OptionalQuery } from '../http/schemas.js';

/** The entries are checked by the route, which answers with the platform's texts. */
export const OAuth2InfoBody = BodyObject(
  { enabled: AnyJson, oauth2ParamsInfos: AnyJson },
  'OAuth2 settings: domain and mobile app entries with their client registrations',
);

export const RegistrationIdParams = Type.Object({ registrationId: Type.String() });

export const OAuth2CallbackQuery = OptionalQuery('code', 'state', 'error', 'error_description');

/** Apple's form-posted answer (`code`, `state`, `user`, or `error`), read as the raw form text. */
export const OAuth2CallbackForm = Type.String({
  description: 'The provider answer as application/x-www-form-urlencoded',
});
