import type { Authority } from '@fleetdeck/model';
import { type UIMatch, useMatches } from 'react-router';

export interface BreadcrumbData {
  /** message key; default home.home */
  label?: string;
  /** an @mdi/js path; default the home icon */
  icon?: string;
  skip?: boolean;
}

/** What a route declares about itself: its page title, breadcrumb entry and who may open it. */
export interface RouteHandle {
  title?: string;
  breadcrumb?: BreadcrumbData;
  authorities?: readonly Authority[];
}

export function useRouteMatches(): UIMatch<unknown, RouteHandle | undefined>[] {
  return useMatches() as UIMatch<unknown, RouteHandle | undefined>[];
}

/** The authorities of the deepest route that names any; undefined means every signed-in user. */
export function routeAuthorities(
  matches: UIMatch<unknown, RouteHandle | undefined>[],
): readonly Authority[] | undefined {
  return matches.findLast((match) => match.handle?.authorities)?.handle?.authorities;
}
