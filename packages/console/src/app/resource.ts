import type { UserAuthority } from '@fleetdeck/model';
import type { ComponentType } from 'react';

/** What decides whether a page is offered beyond the user's authority. */
export interface ResourceConditions {
  edgesEnabled: boolean;
}

/** A toggle group of the side menu: it opens to `height` px while one of its pages is active. */
export interface MenuGroup {
  id: string;
  /** message key */
  name: string;
  /** the path all its pages start with */
  path: string;
  /** an @mdi/js path */
  icon: string;
  height: number;
}

/** A page below a resource's page (a tenant's administrators under /tenants), with its own title and breadcrumb. */
export interface ResourceSubpage {
  /** relative to the resource's path, e.g. ':tenantId/users' */
  path: string;
  /** message key of the page title and breadcrumb */
  title: string;
  /** an @mdi/js path */
  icon: string;
  page(): Promise<ComponentType>;
}

/**
 * One page of the home shell, declared once: the router table, the side menu and the home page's cards are all read
 * from the list of these (app/resources.ts), so a new page is one declaration in its feature folder.
 */
export interface Resource {
  /** names the menu entry */
  id: string;
  /** the page's path below the root, without the leading slash */
  path: string;
  /** message key of the page title, its menu entry, breadcrumb and home card */
  title: string;
  /** an @mdi/js path */
  icon: string;
  /** who may open it; absent means every signed-in user */
  authorities?: readonly UserAuthority[];
  /** its place in the side menu, in the order of the list; absent keeps it out of the menu */
  menu?: { group?: MenuGroup };
  /** message key of the home page section that shows its card; absent: no card */
  homeSection?: string;
  /** the page, loaded when it is first opened */
  page(): Promise<ComponentType>;
  subpages?: ResourceSubpage[];
  /** offered (menu, card) only while this holds, e.g. while edge support is enabled */
  condition?(conditions: ResourceConditions): boolean;
}

/** The resources a user of the authority is offered, in the list's order. */
export function offeredResources(
  resources: readonly Resource[],
  authority: UserAuthority,
  conditions: ResourceConditions,
): Resource[] {
  return resources.filter(
    (resource) =>
      (!resource.authorities || resource.authorities.includes(authority)) && (resource.condition?.(conditions) ?? true),
  );
}

/** Edge instances and the other edge pages exist only while the platform's edge support is on. */
export const whileEdgesEnabled = (conditions: ResourceConditions) => conditions.edgesEnabled;
