import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { lazy, Suspense } from 'react';
import { DASHBOARD } from '#shared/messages/dashboard';
import { useAuthContext } from '#web/auth/use-auth-context';
import { useSubscription } from '#web/subscription/use-subscription';
import { DesignStudio } from '../studio/DesignStudio';
import { planSummary } from './plan-summary';

// Below the studio (under the fold at common sizes): loaded just after the page paints.
const PlanOverview = lazy(() => import('./PlanOverview').then((m) => ({ default: m.PlanOverview })));
const AreaCards = lazy(() => import('./AreaCards').then((m) => ({ default: m.AreaCards })));

/**
 * /app: the signed-in home, the design studio first, then the plan overview. The wrapper
 * guarantees an active subscription was found.
 */
export default function DashboardPage() {
  const { user } = useAuthContext();
  const subscription = useSubscription();
  const summary =
    subscription.state === 'done' && subscription.subscription
      ? planSummary(subscription.subscription)
      : null;

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={DASHBOARD.description}>
          {DASHBOARD.welcome(user?.username)}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <DesignStudio
          runs={
            summary
              ? { used: summary.runsUsed, included: summary.runsIncluded, planName: summary.planName }
              : undefined
          }
        />
        <Suspense fallback={null}>
          {summary && <PlanOverview summary={summary} />}
          <AreaCards />
        </Suspense>
      </SpaceBetween>
    </ContentLayout>
  );
}
