import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isTier, type Tier } from '#shared/billing/plans';

/** Where a signed-out visitor who chose a plan comes back to after signing in. */
export const chosenPlanPath = (tier: Tier) => `/pricing?plan=${tier}`;

/**
 * The plan a visitor chose before signing in (`?plan=` on /pricing): once they are back and their
 * current plan is known, its checkout opens, so they do not have to choose again. The parameter is
 * dropped first, so a reload or the back button does not open it a second time; choosing the plan
 * they already have opens nothing.
 */
export function useChosenPlan(
  start: (tier: Tier) => void,
  current: string | undefined,
  ready: boolean,
): void {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('plan');
  useEffect(() => {
    if (!ready || chosen === null) return;
    setParams(
      (next) => {
        next.delete('plan');
        return next;
      },
      { replace: true },
    );
    if (isTier(chosen) && chosen !== current) start(chosen);
  }, [ready, chosen, current, start, setParams]);
}
