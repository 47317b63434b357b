import { z } from 'zod';
import { languageIdSchema } from './language-schema.ts';
import { maintenanceWindowSchema } from './maintenance.ts';

/** Scope that lets a token change its owner's password through the my-account API (spec section 9). */
export const passwordManagementScope = 'myaccount.password.manage';

/** Scopes the portal asks the embedded provider for at sign-in. */
export const signInScopes = ['openid', 'profile', 'email', passwordManagementScope] as const;

/**
 * Scopes asked of an external issuer unless OIDC_SCOPES says otherwise: the password scope is the embedded
 * provider's own, and providers refuse scopes they do not know.
 */
export const externalSignInScopes = ['openid', 'profile', 'email'] as const;

/** Error codes of the password API, each mapped to the label key the spec names (section 8). */
export const passwordErrorCodes = {
  usedRecently: 'password_used_recently',
  requirementsNotMet: 'password_requirements_not_met',
  commonlyUsed: 'password_commonly_used',
  generic: 'password_change_failed',
} as const;

export type PasswordErrorCode = (typeof passwordErrorCodes)[keyof typeof passwordErrorCodes];

export const passwordErrorLabelKeys: Record<PasswordErrorCode, string> = {
  password_used_recently: 'login_security.okta_password_error_used_recently',
  password_requirements_not_met: 'login_security.okta_password_error_requirements',
  password_commonly_used: 'login_security.okta_password_error_commonly_used',
  password_change_failed: 'login_security.okta_password_error_generic',
};

/**
 * `POST /idp/myaccount/password` body, in the style of the spec's provider, plus the current password: a stolen
 * access token alone must not be enough to take the account over.
 */
export const passwordChangeRequestSchema = z.object({
  profile: z.object({ password: z.string().min(1).max(256) }),
  currentPassword: z.string().min(1).max(256),
});

/** Error body of the password API: the common error shape plus the code the portal maps to a label. */
export const passwordChangeErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  errorCode: z.enum([
    passwordErrorCodes.usedRecently,
    passwordErrorCodes.requirementsNotMet,
    passwordErrorCodes.commonlyUsed,
    passwordErrorCodes.generic,
  ]),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/**
 * `GET /idp/myaccount/userinfo`: the identity user info (spec 3: preferred_username, email) with the profile
 * claims of the ID token, for the portal's access token (ADR 027).
 */
export const identityUserInfoSchema = z.object({
  sub: z.string(),
  preferred_username: z.string(),
  email: z.string(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  locale: z.string().optional(),
});

/** `GET /idp/myaccount/password`. */
export const passwordInfoSchema = z.object({ lastUpdated: z.string().datetime().nullable() });

/**
 * `GET /api/v1/user/password/change` (spec 7, not secured): where a signed-in user changes the password, where
 * anyone resets it, and what a new one must be. Nothing about a user (ADR 026).
 */
export const passwordChangeInfoSchema = z.object({
  changeUrl: z.string().url(),
  resetUrl: z.string().url(),
  requirements: z.object({
    minLength: z.number().int().positive(),
    /** How many of the last passwords (the current one included) a new one must differ from. */
    rememberedPasswords: z.number().int().nonnegative(),
    mayContainUsername: z.boolean(),
  }),
});

/** `POST /pub/api/v1/password/forgot`. The answer is the same whether or not the user exists. */
export const forgotPasswordRequestSchema = z.object({
  username: z.string().trim().min(1).max(254),
  language: languageIdSchema.optional(),
});
export const forgotPasswordResponseSchema = z.object({ message: z.string() });

/** `GET /pub/api/v1/config`: what one build needs to run in any environment. */
export const runtimeConfigSchema = z.object({
  /** Spec 2.3: with the maintenance flag set, every path shows the maintenance page. */
  maintenance: z.boolean(),
  /** MAINTENANCE_FROM and MAINTENANCE_UNTIL: a planned maintenance, announced before it starts; null: none. */
  plannedMaintenance: maintenanceWindowSchema.nullable(),
  oidc: z.object({
    issuer: z.string().url(),
    clientId: z.string(),
    scopes: z.string(),
    /**
     * `embedded`: this server's provider, with the portal's password, reset and session pages. `external`: the
     * group's own provider (OIDC_ISSUER), which owns passwords and sessions: the portal links to `accountUrl`
     * for them, or offers nothing where it is null.
     */
    provider: z.enum(['embedded', 'external']),
    /** RFC 8707 resource indicator sent on the authorization and token requests; null: none. */
    resource: z.string().nullable(),
    /** The external provider's own account page (password, sessions); null with the embedded one or unset. */
    accountUrl: z.string().url().nullable(),
  }),
  /**
   * Spec 7, media links: what `/caas/v1/media` in content becomes (a path on this origin or an absolute URL);
   * pass it to `resolveMediaUri`.
   */
  contentResourcePath: z.string().min(1),
  /** Outside addresses the internal dashboard opens in a new tab (spec 2.6 and 6). */
  links: z.object({
    cms: z.string().url(),
    cancellationForms: z.object({
      default: z.string().url(),
      salesRep: z.string().url(),
      salesAgent: z.string().url(),
    }),
  }),
  /** Spec 4 and 9: a cookie-policy choice counts for this many minutes (COOKIE_CONSENT_EXPIRY_MINUTES). */
  cookieConsent: z.object({ expiryMinutes: z.number().int().positive() }),
  /** A GTM-compatible tag manager container, loaded only after consent; null when none is configured. */
  analytics: z.object({ tagManagerContainerId: z.string().nullable() }),
});

export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;
export type PasswordInfo = z.infer<typeof passwordInfoSchema>;
export type PasswordChangeInfo = z.infer<typeof passwordChangeInfoSchema>;
export type IdentityUserInfo = z.infer<typeof identityUserInfoSchema>;
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
