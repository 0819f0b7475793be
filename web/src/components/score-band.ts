/**
 * How good a compliance score is, wherever one is shown (the scan's donuts, the builder's badge):
 * good from 80, fair from 50, poor below, so a 65% never wears the colour of a 96%.
 */
export type ScoreBand = 'good' | 'fair' | 'poor';

export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'good';
  if (score >= 50) return 'fair';
  return 'poor';
}

/** The Cloudscape badge colour of a score's band. */
export const SCORE_BADGE_COLOR = { good: 'green', fair: 'severity-medium', poor: 'red' } as const;
