/** The settings of "Gateway configuration (Single device)". */
export interface GatewayConfigSettings {
  /** the heading of the form */
  gatewayTitle: string;
  /** show the configuration without letting it change */
  readOnly: boolean;
  [key: string]: unknown;
}

export const DEFAULT_GATEWAY_CONFIG_SETTINGS: GatewayConfigSettings = {
  gatewayTitle: 'Gateway configuration (Single device)',
  readOnly: false,
};
