/** The three paid plans (spec section 9). One source for the pricing page, checkout and limits. */
export type Tier = 'starter' | 'pro' | 'premium';
export const TIERS: readonly Tier[] = ['starter', 'pro', 'premium'];

export interface Plan {
  tier: Tier;
  name: string;
  priceUsdMonthly: number;
  /** generation runs included per calendar month */
  runsPerMonth: number;
  /** linked AWS accounts; null means unlimited */
  maxAccounts: number | null;
  mostPopular: boolean;
  /** plan-specific extras shown on the card, after runs and accounts */
  extras: readonly string[];
}

export const PLANS: Readonly<Record<Tier, Plan>> = {
  starter: {
    tier: 'starter',
    name: 'Starter',
    priceUsdMonthly: 49,
    runsPerMonth: 5,
    maxAccounts: 3,
    mostPopular: false,
    extras: [],
  },
  pro: {
    tier: 'pro',
    name: 'Pro',
    priceUsdMonthly: 99,
    runsPerMonth: 50,
    maxAccounts: 10,
    mostPopular: true,
    extras: ['Multi-VPC and multi-region', 'CI/CD and Terraform-ready outputs', 'Priority support'],
  },
  premium: {
    tier: 'premium',
    name: 'Premium',
    priceUsdMonthly: 119,
    runsPerMonth: 75,
    maxAccounts: null,
    mostPopular: false,
    extras: [
      'Cost optimization insights',
      'Governance and compliance automation',
      'Early access to new features',
    ],
  },
};

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/** Upgrade or downgrade, from the monthly prices: the one rule that decides how a change bills. */
export function changeDirection(from: Tier, to: Tier, prices: Record<Tier, number>): 'up' | 'down' | 'same' {
  if (from === to) return 'same';
  return prices[to] > prices[from] ? 'up' : 'down';
}
