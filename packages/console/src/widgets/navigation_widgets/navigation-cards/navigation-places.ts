import type { UserAuthority } from '@fleetdeck/model';
import type { Resource, ResourceConditions } from '../../../app/resource';
import { type MenuSection, menuSections } from '../../../shell/menu-sections';
import type { NavigationSettings } from './settings';

/**
 * The entries of the user's side menu the navigation cards show, as the platform's widget does: every top-level
 * entry but Home, or only those whose paths the settings include, or all but those they exclude.
 */
export function navigationPlaces(
  resources: readonly Resource[],
  authority: UserAuthority,
  conditions: ResourceConditions,
  settings: Pick<NavigationSettings, 'filterType' | 'filter'>,
): MenuSection[] {
  return menuSections(resources, authority, conditions).filter((section) => {
    if (section.path === '/home') return false;
    if (settings.filterType === 'include') return settings.filter.includes(section.path);
    if (settings.filterType === 'exclude') return !settings.filter.includes(section.path);
    return true;
  });
}

/** The console's own icon of the page at a path, if the console has such a page. */
export function pageIcon(resources: readonly Resource[], path: string): string | undefined {
  return resources.find((resource) => `/${resource.path}` === path)?.icon;
}
