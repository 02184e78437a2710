import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Resource } from './resource';
import type { RouteHandle } from './route-handle';

const lazyPage = (page: () => Promise<ComponentType>) => async () => ({ Component: await page() });

/** Who may open a page declared more than once: every authority of its declarations, or anyone if one is open. */
function authoritiesOf(declarations: readonly Resource[]): Resource['authorities'] {
  if (declarations.some((declaration) => !declaration.authorities)) return undefined;
  return [...new Set(declarations.flatMap((declaration) => declaration.authorities ?? []))];
}

/**
 * The routes of the resources: each one's page at its path, titled and guarded by the route handle, with its
 * subpages below it. The subpages inherit the authorities; the breadcrumb leads back to the resource's page. A page
 * two authorities find in different menu groups is declared once for each; it is one route, open to both.
 */
export function resourceRoutes(resources: readonly Resource[]): RouteObject[] {
  const firstOfPath = resources.filter(
    (resource, index) => resources.findIndex((other) => other.path === resource.path) === index,
  );
  return firstOfPath.map((resource) => {
    const handle: RouteHandle = {
      title: resource.title,
      breadcrumb: { label: resource.title, icon: resource.icon },
      authorities: authoritiesOf(resources.filter((other) => other.path === resource.path)),
    };
    const subpages: RouteObject[] = (resource.subpages ?? []).map((subpage) => ({
      path: subpage.path,
      lazy: lazyPage(subpage.page),
      handle: { title: subpage.title, breadcrumb: { label: subpage.title, icon: subpage.icon } } satisfies RouteHandle,
    }));
    return { path: resource.path, handle, children: [{ index: true, lazy: lazyPage(resource.page) }, ...subpages] };
  });
}
