import type { Rule } from '../types';
import { dataRules } from './data-rules';
import { platformRules } from './platform-rules';

/** Every rule the engine runs. Each group file lists the rules of its services. */
export const ALL_RULES: readonly Rule[] = [...dataRules, ...platformRules];
