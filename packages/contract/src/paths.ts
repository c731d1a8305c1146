// Every address of the contract (spec §7), once. One constant each, so a client bundles only those it
// calls and never the endpoint table with its readers; `{id}` stands for a record's id (`withId`).

export const tokenPath = '/api/token/';
export const tokenRefreshPath = '/api/token/refresh/';
/** Optional extension: SimpleJWT's blacklist. */
export const tokenBlacklistPath = '/api/token/blacklist/';
export const registerPath = '/api/accounts/register/';
export const invitationValidatePath = '/api/accounts/invitations/validate/';
export const googleLoginPath = '/api/accounts/google-login/';
export const googleRegisterPath = '/api/accounts/google-register/';
export const profilePath = '/api/accounts/profile/';
export const profilePicturePath = '/api/accounts/profile/picture/';
export const statsPath = '/api/progress/stats/';
export const reverseGeocodePath = '/api/accounts/geocode/reverse/';
export const zonesPath = '/api/accounts/zones/';
export const zonePathTemplate = '/api/accounts/zones/{id}/';
export const zoneCreatePath = '/api/accounts/zones/create/';
export const zoneSectorsPathTemplate = '/api/accounts/zones/{id}/sectors/';
export const zoneSectorsGeneratePathTemplate = '/api/accounts/zones/{id}/sectors/generate/';
export const zoneSectorsDeletePathTemplate = '/api/accounts/zones/{id}/sectors/delete/';
export const zoneNotesPathTemplate = '/api/accounts/zones/{id}/notes/';
export const sectorPathTemplate = '/api/accounts/sectors/{id}/';
export const sectorDeletePathTemplate = '/api/accounts/sectors/{id}/delete/';
export const sectorStreetCountPathTemplate = '/api/accounts/sectors/{id}/update-streets/';
export const streetPathTemplate = '/api/accounts/streets/{id}/';
/** Optional extension « portes ». */
export const streetDoorsPathTemplate = '/api/accounts/streets/{id}/doors/';
/** Optional extension « portes ». */
export const doorPathTemplate = '/api/accounts/doors/{id}/';
export const notePathTemplate = '/api/accounts/notes/{id}/';
export const splitPath = '/api/split/';
export const houseNotesPath = '/api/house-notes/';
export const userZonesPath = '/api/user/zones';
export const favoritesPath = '/api/accounts/favorites/';
export const favoriteCreatePath = '/api/accounts/favorites/create/';
export const favoritePathTemplate = '/api/accounts/favorites/{id}/';
export const eventsPath = '/api/accounts/events/';
export const eventCreatePath = '/api/accounts/events/create/';
export const eventPathTemplate = '/api/accounts/events/{id}/';
export const adminUsersPath = '/api/accounts/admin/users/';
export const adminUserPathTemplate = '/api/accounts/admin/users/{id}/';
export const invitationCreatePath = '/api/accounts/admin/invitations/create/';
export const impersonatePathTemplate = '/api/accounts/admin/impersonate/{id}/';

/**
 * `template` with its `{id}` replaced by a record's id. Ids come from answers the readers checked (or
 * the device's own negative ones, which the outbox swaps before sending), so no check here: `pathOf`
 * refuses a bad id where the check builds addresses from what a server sent.
 */
export const withId = (template: string, id: number): string => template.replace('{id}', String(id));
