/**
 * The settings of the device claiming widget, as the platform's settings form saves them. Each text is the
 * author's own (it may hold `{i18n:key}`); an empty one shows the platform's message.
 */
export interface DeviceClaimingSettings {
  /** a title above the form */
  widgetTitle: string;
  /** the platform saves the claim button's text under this misspelt key */
  labelClaimButon: string;
  /** whether the form asks for the device's secret key */
  deviceSecret: boolean;
  /** whether the inputs show their labels */
  showLabel: boolean;
  deviceLabel: string;
  secretKeyLabel: string;
  successfulClaimDevice: string;
  deviceNotFound: string;
  failedClaimDevice: string;
  requiredErrorDevice: string;
  requiredErrorSecretKey: string;
  [key: string]: unknown;
}

export const DEFAULT_DEVICE_CLAIMING_SETTINGS: DeviceClaimingSettings = {
  widgetTitle: '',
  labelClaimButon: '',
  deviceSecret: false,
  showLabel: true,
  deviceLabel: '',
  secretKeyLabel: '',
  successfulClaimDevice: '',
  deviceNotFound: '',
  failedClaimDevice: '',
  requiredErrorDevice: '',
  requiredErrorSecretKey: '',
};
