import type { Rule } from '../types';

/** Storage, database, network and residency rules. */
export const dataRules: readonly Rule[] = [];
