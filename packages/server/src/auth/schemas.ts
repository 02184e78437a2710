import { AnyJson, BodyObject, OptionalQuery } from '../http/schemas.js';

// The services read these fields themselves and answer wrong values with the platform's authentication texts.
export const LoginBody = BodyObject({ username: AnyJson, password: AnyJson }, 'username is the e-mail');
export const PublicLoginBody = BodyObject({ publicId: AnyJson }, 'The public customer id');
export const RefreshTokenBody = BodyObject({ refreshToken: AnyJson });
export const ChangePasswordBody = BodyObject({ currentPassword: AnyJson, newPassword: AnyJson });
export const ActivateBody = BodyObject({ activateToken: AnyJson, password: AnyJson });
export const ResetPasswordByEmailBody = BodyObject({ email: AnyJson });
export const ResetPasswordBody = BodyObject({ resetToken: AnyJson, password: AnyJson });

export const ActivateTokenQuery = OptionalQuery('activateToken');
export const ActivateQuery = OptionalQuery('sendActivationMail');
export const ResetTokenQuery = OptionalQuery('resetToken');
export const EmailCodeQuery = OptionalQuery('emailCode');
export const EmailQuery = OptionalQuery('email');
export const OAuth2ClientsQuery = OptionalQuery('pkgName', 'platform');
