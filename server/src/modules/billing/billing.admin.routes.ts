import {
  adminCreditPackageSchema,
  adminCreditPackagesResponseSchema,
  adminPackageUpdateSchema,
  adminSubscriptionTierSchema,
  adminSubscriptionTiersResponseSchema,
  adminTierUpdateSchema,
  billingRoutePatterns,
} from '@roomcraft/contracts/billing';
import type { Deps } from '../../kernel/deps';
import type { RoutePlugin } from '../../kernel/routes';
import { superAdminOnly, viewerOf } from '../accounts';
import { updateCataloguePackage, updateCatalogueTier } from './billing.admin.usecases';
import { idParams, toAdminPackageDto, toAdminTierDto } from './billing.models';
import type { BillingRepository } from './billing.repository';

type RouteApp = Parameters<RoutePlugin>[0];

/** `GET|PATCH /api/admin/billing/tiers[/:id]`, `GET|PATCH /api/admin/billing/packages[/:id]` (super admins). */
export function registerAdminCatalogueRoutes(
  app: RouteApp,
  { deps, billingRepository }: { deps: Deps; billingRepository: BillingRepository },
) {
  const catalogueDeps = { billingRepository, events: deps.events, logger: deps.logger };

  app.get(
    billingRoutePatterns.adminTiers,
    { config: superAdminOnly(), schema: { response: { 200: adminSubscriptionTiersResponseSchema } } },
    async () => {
      const { tiers } = await billingRepository.listAllTiers();
      return { tiers: tiers.map(toAdminTierDto) };
    },
  );

  app.patch(
    billingRoutePatterns.adminTier,
    {
      config: superAdminOnly(),
      schema: {
        params: idParams,
        body: adminTierUpdateSchema,
        response: { 200: adminSubscriptionTierSchema },
      },
    },
    async (request) => {
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
  );

  app.get(
    billingRoutePatterns.adminPackages,
    { config: superAdminOnly(), schema: { response: { 200: adminCreditPackagesResponseSchema } } },
    async () => {
      const { packages } = await billingRepository.listAllPackages();
      return { packages: packages.map(toAdminPackageDto) };
    },
  );

  app.patch(
    billingRoutePatterns.adminPackage,
    {
      config: superAdminOnly(),
      schema: {
        params: idParams,
        body: adminPackageUpdateSchema,
        response: { 200: adminCreditPackageSchema },
      },
    },
    async (request) => {
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
  );
}
