/**
 * The settings of "Gateway events". `eventsTitle` of saved configs is kept but, as in the platform, not shown.
 */
export interface GatewayEventsSettings {
  /** parts of key names: a key is listed when its name contains one of them, case-insensitive; none lists all */
  eventsReg: string[];
  [key: string]: unknown;
}

export const DEFAULT_GATEWAY_EVENTS_SETTINGS: GatewayEventsSettings = { eventsReg: [] };
