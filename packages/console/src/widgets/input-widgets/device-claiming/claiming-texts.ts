import { customTranslation } from '../../../dashboard/model/custom-translation';
import type { DeviceClaimingSettings } from './settings';

/** The texts the claim form shows: the author's own from the settings, else the platform's messages. */
export interface ClaimingTexts {
  title: string;
  deviceLabel: string;
  secretKeyLabel: string;
  claimButton: string;
  deviceRequired: string;
  secretKeyRequired: string;
  claimed: string;
  notFound: string;
  failed: string;
}

/** As the platform's controller: each setting through the custom translation, an empty one falls back to its key. */
export function claimingTexts(settings: DeviceClaimingSettings, translate: (key: string) => string): ClaimingTexts {
  const text = (own: string, key: string) => (own ? customTranslation(own, translate) : '') || translate(key);
  return {
    title: settings.widgetTitle ? customTranslation(settings.widgetTitle, translate) : '',
    deviceLabel: text(settings.deviceLabel, 'widgets.input-widgets.device-name'),
    secretKeyLabel: text(settings.secretKeyLabel, 'widgets.input-widgets.secret-key'),
    claimButton: text(settings.labelClaimButon, 'widgets.input-widgets.claim-device'),
    deviceRequired: text(settings.requiredErrorDevice, 'widgets.input-widgets.device-name-required'),
    secretKeyRequired: text(settings.requiredErrorSecretKey, 'widgets.input-widgets.secret-key-required'),
    claimed: text(settings.successfulClaimDevice, 'widgets.input-widgets.claim-successful'),
    notFound: text(settings.deviceNotFound, 'widgets.input-widgets.claim-not-found'),
    failed: text(settings.failedClaimDevice, 'widgets.input-widgets.claim-failed'),
  };
}
