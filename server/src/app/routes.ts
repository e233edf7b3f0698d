import { accountsRoutes } from '../modules/accounts/accounts.routes';
import { billingRoutes } from '../modules/billing/billing.routes';
import { creditsRoutes } from '../modules/credits/credits.routes';
import { devRoutes } from '../modules/dev/dev.routes';
import { eventsRoutes } from '../modules/events/events.routes';
import { filesRoutes } from '../modules/files/files.routes';
import { studioRoutes } from '../modules/studio/studio.routes';
import { systemRoutes } from '../modules/system/system.routes';
import type { RouteModule } from '../kernel/routes';

/** Every route module, registered in this order by buildApp. Add new features here. */
export const routeModules: RouteModule[] = [
  { name: 'system', plugin: systemRoutes, servedByWorker: true },
  // Before every feature that reads the session: it decorates the app with the viewer resolver.
  { name: 'accounts', plugin: accountsRoutes },
  { name: 'files', plugin: filesRoutes },
  { name: 'credits', plugin: creditsRoutes },
  { name: 'studio', plugin: studioRoutes },
  { name: 'billing', plugin: billingRoutes },
  { name: 'events', plugin: eventsRoutes },
  // Development helpers; dev.routes.ts registers nothing in production mode.
  { name: 'dev', plugin: devRoutes },
];
