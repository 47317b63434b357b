import { defineEndpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../errors.ts';
import {
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  identityUserInfoSchema,
  passwordChangeErrorSchema,
  passwordChangeInfoSchema,
  passwordChangeRequestSchema,
  passwordInfoSchema,
} from '../identity.ts';

/*
 * The JSON calls of identity. The provider's protocol (/oidc) and its HTML pages (sign-in, reset, sign-out) are
 * not endpoints of the portal's API and are not declared.
 */

const tag = 'identity';

export const forgotPasswordEndpoint = defineEndpoint({
  id: 'forgotPassword',
  method: 'POST',
  path: '/pub/api/v1/password/forgot',
  access: 'public',
  tag,
  summary: 'Mail a password reset link to the account, if it exists',
  body: forgotPasswordRequestSchema,
  response: forgotPasswordResponseSchema,
  status: 202,
  refusals: [429],
  errorDescription: 'Error requesting a password reset',
});

/** Spec 7: the last-password-update lookup of the provider's my-account interface. */
export const getPasswordInfoEndpoint = defineEndpoint({
  id: 'getPasswordInfo',
  method: 'GET',
  path: '/idp/myaccount/password',
  access: 'token',
  tag,
  summary: 'When the password was last changed',
  response: passwordInfoSchema,
  refusals: [404],
  errorDescription: 'Error getting the last password update',
});

/** Spec 7: the password update of the provider's my-account interface (payload `profile.password`). */
export const changePasswordEndpoint = defineEndpoint({
  id: 'changePassword',
  method: 'POST',
  path: '/idp/myaccount/password',
  access: 'token',
  tag,
  summary: 'Change the password (needs the password management scope)',
  body: passwordChangeRequestSchema,
  response: passwordInfoSchema,
  refusals: [404, 429],
  // A refused new password names its spec 8 error code, which the portal maps to a label.
  answers: { 400: passwordChangeErrorSchema.or(apiErrorSchema) },
  errorDescription: 'Error changing the password',
});

/** Spec 7 (not secured): where and how a password is changed, for the provider's mails and the portal (ADR 026). */
export const getPasswordChangeInfoEndpoint = defineEndpoint({
  id: 'getPasswordChangeInfo',
  method: 'GET',
  path: '/api/v1/user/password/change',
  access: 'public',
  tag,
  summary: 'Where a password is changed (signed in) or reset (by mail link), and the rules a new one must meet',
  response: passwordChangeInfoSchema,
  errorDescription: 'Error getting the password change information',
});

/**
 * Spec 4 and 7, user info retrieval: who the access token speaks for, read after sign-in (the embedded provider's
 * equivalent of OIDC userinfo for the API's access token, ADR 027). Spec 8: a 401 logs out.
 */
export const getUserInfoEndpoint = defineEndpoint({
  id: 'getUserInfo',
  method: 'GET',
  path: '/idp/myaccount/userinfo',
  access: 'token',
  tag,
  summary: 'The signed-in user: preferred_username, email and the profile claims',
  response: identityUserInfoSchema,
  refusals: [403, 404],
  errorDescription: 'Error getting the user info',
});
