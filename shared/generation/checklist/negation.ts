import { CUES } from '../reading/negation';

/**
 * Words just before a mention that say it is not wanted or not there ("no load balancers", "without
 * NAT gateways", "بدون NAT", "ما نبي ريدس"): the reader's own negating words, then at most two words.
 */
export const NEGATED = new RegExp(`(?:${CUES.source})(?:\\s+[\\w-]+){0,2}\\s*$`);
