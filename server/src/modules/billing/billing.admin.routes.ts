import {
  adminCreditPackageSchema,
  adminCreditPackagesResponseSchema,
  adminPackageUpdateSchema,
  adminSubscriptionTierSchema,
  adminSubscriptionTiersResponseSchema,
  adminTierUpdateSchema,
  billingRoutePatterns,
} from '@roomcraft/contracts/billing';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../kernel/deps';
import type { RoutePlugin } from '../../kernel/routes';
import { requireSuperAdmin } from '../accounts';
import { updateCataloguePackage, updateCatalogueTier } from './billing.admin.usecases';
import { idParams, toAdminPackageDto, toAdminTierDto } from './billing.models';
import type { BillingRepository } from './billing.repository';

type RouteApp = Parameters<RoutePlugin>[0];

/**
 * Runs before validation, so that everyone but a super admin gets the unknown-route 404 whatever they
 * send: a 400 with field details would reveal that the route exists.
 */
const superAdminOnly = {
  preValidation: async (request: FastifyRequest) => {
    await requireSuperAdmin(request);
  },
};

/** `GET|PATCH /api/admin/billing/tiers[/:id]`, `GET|PATCH /api/admin/billing/packages[/:id]` (super admins). */
export function registerAdminCatalogueRoutes(
  app: RouteApp,
  { deps, billingRepository }: { deps: Deps; billingRepository: BillingRepository },
) {
  const catalogueDeps = { billingRepository, events: deps.events, logger: deps.logger };

  app.get(
    billingRoutePatterns.adminTiers,
    { ...superAdminOnly, schema: { response: { 200: adminSubscriptionTiersResponseSchema } } },
    async () => {
      const { tiers } = await billingRepository.listAllTiers();
      return { tiers: tiers.map(toAdminTierDto) };
    },
  );

  app.patch(
    billingRoutePatterns.adminTier,
    {
      ...superAdminOnly,
      schema: {
        params: idParams,
        body: adminTierUpdateSchema,
        response: { 200: adminSubscriptionTierSchema },
      },
    },
    async (request) => {
      const admin = await requireSuperAdmin(request);
      const tier = await updateCatalogueTier(catalogueDeps, { id: request.params.id, update: request.body });
      request.log.info(
        { adminId: admin.userId, tierId: tier.id, change: request.body },
        'admin edited a tier',
      );
      return tier;
    },
  );

  app.get(
    billingRoutePatterns.adminPackages,
    { ...superAdminOnly, schema: { response: { 200: adminCreditPackagesResponseSchema } } },
    async () => {
      const { packages } = await billingRepository.listAllPackages();
      return { packages: packages.map(toAdminPackageDto) };
    },
  );

  app.patch(
    billingRoutePatterns.adminPackage,
    {
      ...superAdminOnly,
      schema: {
        params: idParams,
        body: adminPackageUpdateSchema,
        response: { 200: adminCreditPackageSchema },
      },
    },
    async (request) => {
      const admin = await requireSuperAdmin(request);
      const pkg = await updateCataloguePackage(catalogueDeps, {
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
