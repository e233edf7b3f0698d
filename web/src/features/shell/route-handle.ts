import { useMatches } from 'react-router';
import type { AppRoute } from '@roomcraft/contracts/routes';

/** Each generated route carries its entry of the route table in `handle`. */
export interface RouteHandle {
  route: AppRoute;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The route-table entry of the deepest matched route. */
export function useCurrentAppRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}
