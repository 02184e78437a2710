import type { DeviceCredentials, DeviceEndpoints } from '@fleetdeck/model';
import { credentialsValues } from './credentials/credentials-values';

/** A server that does not say where its devices connect (ThingsBoard 3.4.1) has MQTT on its default port. */
export const DEFAULT_DEVICE_ENDPOINTS: DeviceEndpoints = { mqttPort: 1883 };
export const SAMPLE_TELEMETRY = '{"temperature":25}';

/** Where the console is served from: the device APIs live on the same host. */
export interface ConsoleLocation {
  protocol: string;
  hostname: string;
  host: string;
}

export interface ConnectivityCommands {
  mqtt: string | null;
  http: string | null;
}

function quoted(value: string): string {
  return `"${value.replaceAll('"', '\\"')}"`;
}

/**
 * Command lines that publish one sample reading as the device: MQTT with mosquitto_pub and HTTP with curl for an access
 * token; MQTT only for basic MQTT credentials; none for certificates and LwM2M, which need their own clients. No MQTT
 * line when the server's MQTT API is off.
 */
export function connectivityCommands(
  location: ConsoleLocation,
  credentials: DeviceCredentials,
  endpoints: DeviceEndpoints,
): ConnectivityCommands {
  const { mqttPort } = endpoints;
  const mqttBase = `mosquitto_pub -d -q 1 -h ${location.hostname} -p ${mqttPort} -t v1/devices/me/telemetry`;
  if (credentials.credentialsType === 'ACCESS_TOKEN') {
    const token = credentials.credentialsId;
    return {
      mqtt: mqttPort === null ? null : `${mqttBase} -u ${quoted(token)} -m '${SAMPLE_TELEMETRY}'`,
      http:
        `curl -v -X POST ${location.protocol}//${location.host}/api/v1/${token}/telemetry ` +
        `--header Content-Type:application/json --data '${SAMPLE_TELEMETRY}'`,
    };
  }
  if (credentials.credentialsType === 'MQTT_BASIC' && mqttPort !== null) {
    const { clientId, userName, password } = credentialsValues(credentials);
    const parts = [mqttBase];
    if (clientId) parts.push(`-i ${quoted(clientId)}`);
    if (userName) parts.push(`-u ${quoted(userName)}`);
    if (password) parts.push(`-P ${quoted(password)}`);
    parts.push(`-m '${SAMPLE_TELEMETRY}'`);
    return { mqtt: parts.join(' '), http: null };
  }
  return { mqtt: null, http: null };
}
