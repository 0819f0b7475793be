import type { Rule } from '../types';

/** Identity, keys, logging, compute, messaging and edge rules. */
export const platformRules: readonly Rule[] = [];
