import { sessionApi, tokenStore } from '../http/session-api';
import { TelemetryService } from './telemetry-service';

/** The session's one telemetry service; its socket opens with the first subscription. */
export const telemetryService = new TelemetryService({
  tokens: {
    getToken: () => tokenStore.getToken(),
    getRefreshToken: () => tokenStore.getRefreshToken(),
    isTokenValid: () => tokenStore.isTokenValid(),
    refresh: () => sessionApi.http.refresh(),
    onChange: (listener) => tokenStore.onChange(listener),
  },
});
