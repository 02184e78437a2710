import type { DashboardState, StateParams } from '@fleetdeck/model';
import { stateDisplayName } from './state-controller';

/**
 * A text a dashboard author wrote (a state's name, a dialog's title) as the platform shows it: each `{i18n:key}`
 * becomes the console's message of that key and the rest stays as written. The text itself is never looked up as
 * a message key, so a state named like one of the console's keys keeps its name, and names that are no key do not
 * fill the browser console with missing-translation warnings.
 */
export function customTranslation(text: string, translate: (key: string) => string): string {
  return text.replace(/\{i18n:([^}]+)\}/g, (_, key: string) => translate(key));
}

/** A state's name in the breadcrumb and dialogs: translated first, then the entity's variables put in, as the platform. */
export function translatedStateName(
  state: DashboardState,
  params: StateParams,
  translate: (key: string) => string,
): string {
  return stateDisplayName({ ...state, name: customTranslation(state.name, translate) }, params);
}
