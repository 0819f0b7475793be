/** How an estimate stands against a budget: every artefact that speaks of the budget says this one verdict. */
export const BUDGET_VERDICTS = ['within', 'over-at-high-end', 'over-at-low-end'] as const;
export type BudgetVerdict = (typeof BUDGET_VERDICTS)[number];

/** The one verdict: within when even heavy use fits, over at the high end when only light use does. */
export const budgetVerdict = (total: { min: number; max: number }, budgetUsd: number): BudgetVerdict =>
  total.max <= budgetUsd ? 'within' : total.min <= budgetUsd ? 'over-at-high-end' : 'over-at-low-end';
