import type { GeneralSettings } from '@fleetdeck/model';
import { z } from 'zod';

export const generalSettingsSchema = z.object({
  baseUrl: z.string().trim().min(1, 'admin.base-url-required'),
  prohibitDifferentUrl: z.boolean(),
});

export type GeneralSettingsValues = z.input<typeof generalSettingsSchema>;

export function generalSettingsValues(settings: GeneralSettings): GeneralSettingsValues {
  return { baseUrl: settings.baseUrl ?? '', prohibitDifferentUrl: Boolean(settings.prohibitDifferentUrl) };
}

/** The stored settings with the form's values; keys the form does not show are kept. */
export function toGeneralSettings(stored: GeneralSettings, values: GeneralSettingsValues): GeneralSettings {
  return { ...stored, baseUrl: values.baseUrl.trim(), prohibitDifferentUrl: values.prohibitDifferentUrl };
}
