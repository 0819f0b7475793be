import { parseTemplate, resolveTemplate } from '../../cfn/index';
import { estimateResources, PRICED_REGIONS } from '../../cost/index';
import { budgetVerdict } from '../budget-verdict';
import type { Requirements } from '../requirements';
import type { CostReview } from '../reviews';
import { costAdvice } from './cost-advice';

/** Where prices come from when the design's region has none in the price list. */
const FALLBACK_PRICE_REGION = 'us-east-1';

/**
 * The cost agent: the cost model per resource and in total (a low-to-high usage range), and
 * concrete advice read from the template's own resources and the requirements.
 */
export function costAgent(template: string, req: Requirements): CostReview {
  const priced = PRICED_REGIONS.includes(req.region);
  const region = priced ? req.region : FALLBACK_PRICE_REGION;
  const resources = resolveTemplate(parseTemplate(template), { region: req.region });
  const estimate = estimateResources(resources, region);
  const assumptions = [...estimate.assumptions];
  if (!priced) {
    assumptions.unshift(
      `The price list has no prices for ${req.region}; ${FALLBACK_PRICE_REGION} prices are shown instead.`,
    );
  }
  const advice = costAdvice(resources, estimate, req);
  const review: CostReview = {
    region: req.region,
    currency: 'USD',
    total: estimate.total,
    resources: estimate.resources.map((r) => ({
      logical_id: r.logicalId,
      type: r.type,
      status: r.status,
      monthly: r.monthly,
      drivers: r.drivers,
    })),
    unpriced: estimate.unpriced.map((u) => ({ logical_id: u.logicalId, type: u.type, reasons: u.reasons })),
    advice,
    price_dates: estimate.priceDates,
    assumptions,
  };
  if (req.budget.monthly_usd !== undefined) {
    review.budget_usd = req.budget.monthly_usd;
    review.budget_verdict = budgetVerdict(estimate.total, req.budget.monthly_usd);
    review.within_budget = review.budget_verdict === 'within';
  }
  return review;
}
