import type { Rule } from '../../types';
import { type DeclaredRuleSpec, declaredRule } from '../_lib/declared';
import { DATA_STORE_RULES } from './data-stores';
import { DETECTION_RULES } from './detection';
import { NETWORK_RULES } from './network';
import { SECURITY_EVENT_ALARMS } from './security-event-alarms';
import { WORKLOAD_RULES } from './workloads';

/** Every declared rule (rules/_lib/declared.ts), as written: its Prowler pairing and control themes. */
export const DECLARED_SPECS: readonly DeclaredRuleSpec[] = [
  ...SECURITY_EVENT_ALARMS,
  ...DETECTION_RULES,
  ...DATA_STORE_RULES,
  ...NETWORK_RULES,
  ...WORKLOAD_RULES,
];

export const DECLARED_RULES: readonly Rule[] = DECLARED_SPECS.map(declaredRule);
