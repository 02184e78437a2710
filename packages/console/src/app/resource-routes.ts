import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Resource } from './resource';
import type { RouteHandle } from './route-handle';

const lazyPage = (page: () => Promise<ComponentType>) => async () => ({ Component: await page() });

/**
 * The routes of the resources: each one's page at its path, titled and guarded by the route handle, with its
 * subpages below it. The subpages inherit the authorities; the breadcrumb leads back to the resource's page.
 */
export function resourceRoutes(resources: readonly Resource[]): RouteObject[] {
  return resources.map((resource) => {
    const handle: RouteHandle = {
      title: resource.title,
      breadcrumb: { label: resource.title, icon: resource.icon },
      authorities: resource.authorities,
    };
    const subpages: RouteObject[] = (resource.subpages ?? []).map((subpage) => ({
      path: subpage.path,
      lazy: lazyPage(subpage.page),
      handle: { title: subpage.title, breadcrumb: { label: subpage.title, icon: subpage.icon } } satisfies RouteHandle,
    }));
    return { path: resource.path, handle, children: [{ index: true, lazy: lazyPage(resource.page) }, ...subpages] };
  });
}
