import type { UserAuthority } from '@fleetdeck/model';
import { offeredResources, type Resource, type ResourceConditions } from '../app/resource';

/** A side-menu entry: a link, or a toggle group opening to `height` px with child pages. */
export interface MenuSection {
  id: string;
  type: 'link' | 'toggle';
  /** message key */
  name: string;
  path: string;
  /** an @mdi/js path */
  icon: string;
  height?: number;
  pages?: MenuSection[];
}

/** A group of shortcuts on the home page, mirroring the menu. */
export interface HomeSection {
  name: string;
  places: MenuSection[];
}

function link(resource: Resource): MenuSection {
  return { id: resource.id, type: 'link', name: resource.title, path: `/${resource.path}`, icon: resource.icon };
}

/**
 * The side menu of an authority: the offered resources with a menu place, in their order; the pages of a group gather
 * in one toggle entry where the group's first page stands.
 */
export function menuSections(
  resources: readonly Resource[],
  authority: UserAuthority,
  conditions: ResourceConditions,
): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const resource of offeredResources(resources, authority, conditions)) {
    if (!resource.menu) continue;
    const group = resource.menu.group;
    if (!group) {
      sections.push(link(resource));
      continue;
    }
    let toggle = sections.find((section) => section.type === 'toggle' && section.id === group.id);
    if (!toggle) {
      toggle = {
        id: group.id,
        type: 'toggle',
        name: group.name,
        path: group.path,
        icon: group.icon,
        height: group.height,
      };
      toggle.pages = [];
      sections.push(toggle);
    }
    toggle.pages?.push(link(resource));
  }
  return sections;
}

/** The home page's sections of an authority: the offered resources with a card, by section in order of appearance. */
export function homeSections(
  resources: readonly Resource[],
  authority: UserAuthority,
  conditions: ResourceConditions,
): HomeSection[] {
  const sections: HomeSection[] = [];
  for (const resource of offeredResources(resources, authority, conditions)) {
    if (!resource.homeSection) continue;
    let section = sections.find((candidate) => candidate.name === resource.homeSection);
    if (!section) {
      section = { name: resource.homeSection, places: [] };
      sections.push(section);
    }
    section.places.push(link(resource));
  }
  return sections;
}

export function isUserAuthority(authority: string | undefined): authority is UserAuthority {
  return authority === 'SYS_ADMIN' || authority === 'TENANT_ADMIN' || authority === 'CUSTOMER_USER';
}

/** An entry is active on its own path and on every page below it. */
export function isSectionActive(section: MenuSection, pathname: string): boolean {
  return pathname === section.path || pathname.startsWith(`${section.path}/`);
}
