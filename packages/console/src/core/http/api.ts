import { apiOver } from '@fleetdeck/client';
import { http } from './session-api';

export { tokenStore } from './session-api';

/** Every resource module over the console's one HTTP client (core/http/session-api.ts). */
export const api = apiOver(http);
