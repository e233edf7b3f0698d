import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import {
  adminRoutes,
  notFoundRoute,
  protectedRoutes,
  publicRoutes,
  type AppRoute,
} from '@roomcraft/contracts/routes';
import { RootErrorScreen } from '@/features/errors/components/boundary-screen';
import { RouteErrorScreen } from '@/features/errors/components/error-screen';
import { NotFoundPage } from '@/features/not-found/pages/not-found.page';
import { AppShell, ShellSkeleton } from '@/features/shell/components/app-shell';
import { SignedOutLayout } from '@/features/shell/components/signed-out-layout';
import type { RouteHandle } from '@/features/shell/route-handle';
import { RootLayout } from './root-layout';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Pages that are built, by path of the route table; every other route renders the coming-soon page. */
export const builtPages: Record<string, PageModule> = {
  '/': () => import('@/features/home/pages/home.page'),
  '/dev/mailbox': () => import('@/features/dev-mailbox/pages/dev-mailbox.page'),
  '/login': () => import('@/features/auth/pages/login.page'),
  '/admin-setup': () => import('@/features/admin-setup/pages/admin-setup.page'),
  '/account': () => import('@/features/account/pages/account.page'),
  '/settings': () => import('@/features/account/pages/settings.page'),
  '/dashboard': () => import('@/features/dashboard/pages/dashboard.page'),
  '/credits': () => import('@/features/billing/pages/pricing.page'),
  '/pricing': () => import('@/features/billing/pages/pricing.page'),
  '/billing': () => import('@/features/billing/pages/billing.page'),
  '/billing/pay/:paymentId': () => import('@/features/billing/pages/test-checkout.page'),
  '/billing/invoice/:invoiceId': () => import('@/features/billing/pages/invoice.page'),
  '/services/success': () => import('@/features/billing/pages/checkout-result.page'),
  '/services/cancelled': () => import('@/features/billing/pages/checkout-result.page'),
  '/ideation': () => import('@/features/ideation/pages/ideation.page'),
  '/ideations/:id': () => import('@/features/ideation/pages/ideation-request.page'),
  '/gallery': () => import('@/features/gallery/pages/gallery.page'),
  '/design/:imageId': () => import('@/features/designs/pages/design.page'),
  '/designs/:id': () => import('@/features/designs/pages/design.page'),
  '/image/:id': () => import('@/features/designs/pages/design.page'),
  '/share/:shareId': () => import('@/features/sharing/pages/share.page'),
  '/share/project/:shareToken': () => import('@/features/sharing/pages/share.page'),
  '/share-demo': () => import('@/features/sharing/pages/share-demo.page'),
  '/shared-rooms': () => import('@/features/sharing/pages/shared-rooms.page'),
  '/projects': () => import('@/features/sharing/pages/projects.page'),
  '/projects/:projectId': () => import('@/features/sharing/pages/project.page'),
  '/share-collaborate': () => import('@/features/sharing/pages/share-collaborate.page'),
  '/visualize': () => import('@/features/modes/pages/visualize.page'),
  '/decluttering': () => import('@/features/modes/pages/decluttering.page'),
  '/virtual-staging': () => import('@/features/modes/pages/virtual-staging.page'),
  '/compose': () => import('@/features/modes/pages/compose.page'),
  '/floor-plans': () => import('@/features/floor-plans/pages/floor-plans.page'),
  '/floor-plans/:id': () => import('@/features/floor-plans/pages/floor-plan.page'),
  '/cost-analysis': () => import('@/features/cost-estimation/pages/cost-analysis.page'),
  '/cost-estimations': () => import('@/features/cost-estimation/pages/cost-estimations.page'),
  '/cost-estimations/:id': () => import('@/features/cost-estimation/pages/cost-estimation.page'),
  '/budget-planning': () => import('@/features/budget-planning/pages/budget-planning.page'),
  '/terms-of-use': () => import('@/features/site/pages/terms-of-use.page'),
  '/privacy-policy': () => import('@/features/site/pages/privacy-policy.page'),
  '/cookies-policy': () => import('@/features/site/pages/cookies-policy.page'),
  '/about': () => import('@/features/site/pages/about.page'),
  '/faq': () => import('@/features/site/pages/faq.page'),
  '/contact': () => import('@/features/site/pages/contact.page'),
  '/use-cases': () => import('@/features/site/pages/use-cases.page'),
  '/use-cases/:slug': () => import('@/features/site/pages/use-case.page'),
  '/features/ideation-mode': () => import('@/features/site/pages/feature.page'),
  '/features/compose-mode': () => import('@/features/site/pages/feature.page'),
  '/features/virtual-staging': () => import('@/features/site/pages/feature.page'),
  '/features/decluttering': () => import('@/features/site/pages/feature.page'),
  '/features/floor-plan-mode': () => import('@/features/site/pages/feature.page'),
  '/features/cost-analysis': () => import('@/features/site/pages/feature.page'),
  '/features/budget-planning': () => import('@/features/site/pages/feature.page'),
  '/features/share-collaborate': () => import('@/features/site/pages/feature.page'),
  '/enterprise': () => import('@/features/site/pages/enterprise.page'),
  '/services': () => import('@/features/site/pages/services.page'),
  '/explore': () => import('@/features/site/pages/explore.page'),
  '/tools': () => import('@/features/site/pages/tools.page'),
  '/examples': () => import('@/features/examples/pages/examples.page'),
  '/examples/:category': () => import('@/features/examples/pages/examples-category.page'),
  '/examples/:category/:id': () => import('@/features/examples/pages/example.page'),
  '/blog': () => import('@/features/blog/pages/blog.page'),
  '/blog/:slug': () => import('@/features/blog/pages/blog-post.page'),
  '/reviews': () => import('@/features/comparisons/pages/reviews.page'),
  '/reviews/:competitorId': () => import('@/features/comparisons/pages/comparison.page'),
  '/alternatives': () => import('@/features/comparisons/pages/alternatives.page'),
  '/alternatives/:competitorId': () => import('@/features/comparisons/pages/comparison.page'),
  '/admin/contact-messages': () => import('@/features/admin/pages/contact-messages.page'),
  '/admin/services': () => import('@/features/admin/pages/service-orders.page'),
  '/admin/services/:serviceOrderId': () => import('@/features/admin/pages/service-order.page'),
};

const comingSoonPage: PageModule = () => import('@/features/shell/pages/coming-soon.page');

function lazyPage(route: AppRoute) {
  const load = builtPages[route.path] ?? comingSoonPage;
  return async () => ({ Component: (await load()).default });
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  return { path: route.path, handle, lazy: lazyPage(route) };
}

function toAdminRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  if (route.path === '/admin') return { index: true, handle, lazy: lazyPage(route) };
  return { path: route.path.slice('/admin/'.length), handle, lazy: lazyPage(route) };
}

function AdminNotFound() {
  return <NotFoundPage variant="admin" />;
}

function AdminErrorScreen() {
  return (
    <SignedOutLayout>
      <RouteErrorScreen />
    </SignedOutLayout>
  );
}

// Gates of signed-in and admin routes load with them, not on a visitor's first load (ADR 021).
const requireAuthRoute = async () => ({
  Component: (await import('@/features/session/components/require-auth')).RequireAuth,
});
const paywallRoute = async () => ({
  Component: (await import('@/features/billing/components/paywall-guard')).PaywallGuard,
});
const adminGateRoute = async () => ({
  Component: (await import('@/features/admin/components/admin-gate')).AdminGate,
});

const notFoundHandle: RouteHandle = { route: notFoundRoute };

/**
 * The route tree, generated from the route table of `@roomcraft/contracts/routes`:
 * root (boundary screen) → layout by session → route error screen → public, protected (sign-in) and
 * not-found routes; /admin/* behind the admin gate with its own layout.
 */
export const appRouteObjects: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorScreen,
    HydrateFallback: ShellSkeleton,
    children: [
      {
        Component: AppShell,
        children: [
          {
            ErrorBoundary: RouteErrorScreen,
            children: [
              ...publicRoutes.map(toRouteObject),
              {
                lazy: requireAuthRoute,
                children: [{ lazy: paywallRoute, children: protectedRoutes.map(toRouteObject) }],
              },
              { path: '*', Component: NotFoundPage, handle: notFoundHandle },
            ],
          },
        ],
      },
      {
        path: '/admin',
        lazy: adminGateRoute,
        ErrorBoundary: AdminErrorScreen,
        children: [
          {
            ErrorBoundary: RouteErrorScreen,
            children: [
              ...adminRoutes.map(toAdminRouteObject),
              { path: '*', Component: AdminNotFound, handle: notFoundHandle },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRouteObjects);
}
