import { z } from 'zod';
import {
  customerInfoListSchema,
  dashboardFavouriteParamsSchema,
  dashboardFavouritesSchema,
  customerInfoQuerySchema,
  customerQuerySchema,
  legacyParamsSchema,
  legacyQuerySchema,
  legacyUrlSchema,
  permissionsRetrieveSchema,
  permissionsUpdateSchema,
  soldToListSchema,
  userIdParamsSchema,
  userPreferencePath,
  userPreferenceSchema,
  userSummarySchema,
} from '../accounts.ts';
import { defineEndpoint } from '../endpoint.ts';
import { permissionsRecordSchema } from '../permissions.ts';

const noContent = z.null().describe('No content');
const tag = 'accounts';

/** Spec 7 permissions call; the portal learns from it whether the user has portal access (403: waiting page). */
export const getPermissionsEndpoint = defineEndpoint({
  id: 'getPermissions',
  method: 'GET',
  path: '/priv/api/admin/tools/permissions',
  access: 'token',
  tag,
  summary: 'Permissions record of the signed-in user (403 without any portal privilege)',
  response: permissionsRecordSchema,
  errorDescription: 'Error getting the user permissions',
});

export const getSoldTosEndpoint = defineEndpoint({
  id: 'getSoldTos',
  method: 'GET',
  path: '/priv/api/v1/user/customers',
  access: 'portal',
  tag,
  summary: "The user's sold-tos by legal name, with the last selected one and the terms acceptance of each",
  response: soldToListSchema,
  errorDescription: 'Error getting the sold-to list',
});

export const saveLastLoginEndpoint = defineEndpoint({
  id: 'saveLastLogin',
  method: 'POST',
  path: '/priv/api/v1/user/save/last_login',
  access: 'portal',
  tag,
  summary: 'Remember the sold-to the user selected (chosen again at the next sign-in)',
  query: customerQuerySchema,
  response: noContent,
  status: 204,
  errorDescription: 'Error selecting the customer',
});

export const saveUserPreferenceEndpoint = defineEndpoint({
  id: 'saveUserPreference',
  method: 'PUT',
  path: userPreferencePath,
  // Choosing a language works on the waiting page too.
  access: 'token',
  tag,
  summary: "Save the user's language (used by the permissions record and the next ID token)",
  body: userPreferenceSchema,
  response: noContent,
  status: 204,
  errorDescription: 'Error changing user language {language}',
});

export const getCustomerEndpoint = defineEndpoint({
  id: 'getCustomer',
  method: 'GET',
  path: '/priv/api/v1/customer',
  access: 'portal',
  tag,
  summary: 'The current customer, or with onBehalf=true the customer an internal user acts on behalf of',
  query: customerInfoQuerySchema,
  response: customerInfoListSchema,
  refusals: [404],
  errorDescription: 'Error getting customer info',
});

export const getLegacyUrlEndpoint = defineEndpoint({
  id: 'getLegacyUrl',
  method: 'GET',
  path: '/priv/api/v1/legacy/:legacyId',
  access: 'portal',
  tag,
  summary: "Absolute address of a legacy module, as a JSON string (external users: their selected sold-to's rights)",
  params: legacyParamsSchema,
  query: legacyQuerySchema,
  response: legacyUrlSchema,
  errorDescription: 'Error getting the legacy url',
});

export const getUserSummaryEndpoint = defineEndpoint({
  id: 'getUserSummary',
  method: 'GET',
  path: '/api/v1/user/:id',
  access: 'portal',
  tag,
  summary: 'Summary of a user: yourself, or anyone with the admin tool',
  params: userIdParamsSchema,
  response: userSummarySchema,
  refusals: [404],
  errorDescription: 'Error getting the user',
});

export const updatePermissionsEndpoint = defineEndpoint({
  id: 'updatePermissions',
  method: 'PUT',
  path: '/api/admin/tools/permissions',
  access: 'portal',
  tag,
  summary: "Replace a user's privilege entries (admin tool)",
  body: permissionsUpdateSchema,
  response: permissionsRecordSchema,
  refusals: [404],
  errorDescription: 'Error updating user permissions',
});

export const retrievePermissionsEndpoint = defineEndpoint({
  id: 'retrievePermissions',
  method: 'POST',
  path: '/api/admin/tools/permissions/users/retrieve',
  access: 'portal',
  tag,
  summary: 'Permissions records of the users named, in that order; unknown ids are left out (admin tool)',
  body: permissionsRetrieveSchema,
  response: z.array(permissionsRecordSchema),
  errorDescription: 'Error retrieving user permissions',
});

/**
 * The staff dashboard's favourite cards (issue 34), each user's own: internal users only (customers: 403).
 * Marking a card again keeps its place; more than `dashboardFavouritesLimit` is refused with 409.
 */
export const getDashboardFavouritesEndpoint = defineEndpoint({
  id: 'getDashboardFavourites',
  method: 'GET',
  path: '/priv/api/v1/user/dashboard-favourites',
  access: 'portal',
  tag,
  summary: "The caller's favourite dashboard cards, in the order marked (internal users)",
  response: dashboardFavouritesSchema,
  errorDescription: 'Error getting your favourite tools',
});

export const addDashboardFavouriteEndpoint = defineEndpoint({
  id: 'addDashboardFavourite',
  method: 'PUT',
  path: '/priv/api/v1/user/dashboard-favourites/:cardId',
  access: 'portal',
  tag,
  summary: 'Marks a dashboard card as a favourite of the caller (internal users); answers the favourites',
  params: dashboardFavouriteParamsSchema,
  response: dashboardFavouritesSchema,
  refusals: [409],
  errorDescription: 'Error marking {cardId} as a favourite',
});

export const removeDashboardFavouriteEndpoint = defineEndpoint({
  id: 'removeDashboardFavourite',
  method: 'DELETE',
  path: '/priv/api/v1/user/dashboard-favourites/:cardId',
  access: 'portal',
  tag,
  summary: "Removes a card from the caller's favourites (internal users); answers the favourites",
  params: dashboardFavouriteParamsSchema,
  response: dashboardFavouritesSchema,
  errorDescription: 'Error removing {cardId} from the favourites',
});
