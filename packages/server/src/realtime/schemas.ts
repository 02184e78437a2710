import { Type } from 'typebox';
import { OptionalQuery } from '../http/schemas.js';

/** The WebSocket handshake: the plugin name (only `telemetry` is served) and the JWT as a query parameter. */
export const PluginParams = Type.Object({ plugin: Type.String({ description: 'telemetry' }) });
export const HandshakeQuery = OptionalQuery('token');
