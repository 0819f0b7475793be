import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { WRAPPER } from '#shared/messages';
import { FullPageSpinner } from './components/FullPageSpinner';
import { RootLayout } from './components/RootLayout';

type PageModule = { default: ComponentType };

/** Every page is its own chunk, so the landing page loads only what it shows. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/** Shown while the first page's chunk loads. */
function StartingUp() {
  return <FullPageSpinner label={WRAPPER.loading} />;
}

/** The route table; the browser runs it, and the build pre-renders the public pages with it. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: StartingUp,
    children: [
      { index: true, lazy: page(() => import('./pages/landing/LandingPage')) },
      { path: 'pricing', lazy: page(() => import('./pages/pricing/PricingPage')) },
      { path: 'terms-and-conditions', lazy: page(() => import('./pages/legal/TermsPage')) },
      { path: 'privacy-policy', lazy: page(() => import('./pages/legal/PrivacyPage')) },
      { path: 'refund-policy', lazy: page(() => import('./pages/legal/RefundPage')) },
      // the builder's older address only redirects to /builder, which does the sign-in checks
      { path: 'infrastructure-builder', lazy: page(() => import('./pages/builder/LegacyBuilderRedirect')) },
      {
        lazy: page(() => import('./components/ProtectedLayout')),
        children: [
          { path: 'app', lazy: page(() => import('./pages/app/DashboardPage')) },
          { path: 'deployments', lazy: page(() => import('./pages/deployments/DeploymentsPage')) },
          { path: 'aws-accounts', lazy: page(() => import('./pages/aws-accounts/AwsAccountsPage')) },
          { path: 'compliance', lazy: page(() => import('./pages/compliance/CompliancePage')) },
          { path: 'builder', lazy: page(() => import('./pages/builder/BuilderPage')) },
          { path: 'settings', lazy: page(() => import('./pages/settings/SettingsPage')) },
          { path: 'billing', lazy: page(() => import('./pages/billing/BillingPage')) },
          { path: 'outbox', lazy: page(() => import('./pages/outbox/OutboxPage')) },
        ],
      },
      { path: '*', lazy: page(() => import('./pages/NotFoundPage')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has matched the address and loaded the lazy page it shows. */
export function whenRouterReady(router: Pick<AppRouter, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
