import { billingRoutes } from '@roomcraft/contracts/billing.routes';
import type { Deps } from '../../kernel/deps';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
import { superAdminOnly, viewerOf } from '../accounts';
import { updateCataloguePackage, updateCatalogueTier } from './billing.admin.usecases';
import { toAdminPackageDto, toAdminTierDto } from './billing.models';
import type { BillingRepository } from './billing.repository';

type RouteApp = Parameters<RoutePlugin>[0];

/** `GET|PATCH /api/admin/billing/tiers[/:id]`, `GET|PATCH /api/admin/billing/packages[/:id]` (super admins). */
export function registerAdminCatalogueRoutes(
  app: RouteApp,
  { deps, billingRepository }: { deps: Deps; billingRepository: BillingRepository },
) {
  const catalogueDeps = { billingRepository, events: deps.events, logger: deps.logger };

  app.route({
    ...apiRoute(billingRoutes.adminTiers),
    config: superAdminOnly(),
    handler: async () => {
      const { tiers } = await billingRepository.listAllTiers();
      return { tiers: tiers.map(toAdminTierDto) };
    },
  });

  app.route({
    ...apiRoute(billingRoutes.adminTier),
    config: superAdminOnly(),
    handler: async (request) => {
      const admin = viewerOf(request);
      const tier = await updateCatalogueTier({
        ...catalogueDeps,
        id: request.params.id,
        update: request.body,
      });
      request.log.info(
        { adminId: admin.userId, tierId: tier.id, change: request.body },
        'admin edited a tier',
      );
      return tier;
    },
  });

  app.route({
    ...apiRoute(billingRoutes.adminPackages),
    config: superAdminOnly(),
    handler: async () => {
      const { packages } = await billingRepository.listAllPackages();
      return { packages: packages.map(toAdminPackageDto) };
    },
  });

  app.route({
    ...apiRoute(billingRoutes.adminPackage),
    config: superAdminOnly(),
    handler: async (request) => {
      const admin = viewerOf(request);
      const pkg = await updateCataloguePackage({
        ...catalogueDeps,
        id: request.params.id,
        update: request.body,
      });
      request.log.info(
        { adminId: admin.userId, packageId: pkg.id, change: request.body },
        'admin edited a package',
      );
      return pkg;
    },
  });
}
