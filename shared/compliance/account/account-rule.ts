import type { Evaluation, Severity } from '../types';
import type { AccountFacts, RegionalAccountFacts } from './facts';

/**
 * A check of an account-level fact. Like a resource rule it has a stable id, a severity from the
 * severity policy and a remediation, and the framework data (shared/compliance/frameworks) cites
 * it as evidence of controls a template can never evidence, such as root MFA.
 */
export interface AccountRule {
  id: string;
  /** global: once per account (IAM, S3 Control); regional: in every region scanned */
  scope: 'global' | 'regional';
  severity: Severity;
  title: string;
  description: string;
  remediation: string;
  fixCostUsdMonthly?: number;
  evaluate(facts: AccountFacts): Evaluation;
}

const PASS: Evaluation = { status: 'pass' };

/** A boolean fact: true passes, false fails with `failure`, null could not be read. */
export function requireFact(value: boolean | null | undefined, failure: string, fact: string): Evaluation {
  if (value === true) return PASS;
  if (value === false) return { status: 'fail', message: failure };
  return { status: 'unknown', reason: `${fact} could not be read with the linked role` };
}

/** What a rule on one yes/no fact of a region states; `regionalFactRule` builds the rule. */
export interface RegionalFactRuleSpec extends Omit<AccountRule, 'scope' | 'evaluate'> {
  fact: keyof RegionalAccountFacts;
  /** the failure sentence up to the region: "<failure> me-south-1 in account 123456789012." */
  failure: string;
  /** what could not be read when the fact is null, e.g. "the GuardDuty detectors" */
  readOf: string;
}

/** A regional rule that passes when the fact is true, fails when false, and is unknown when null. */
export function regionalFactRule({ fact, failure, readOf, ...rule }: RegionalFactRuleSpec): AccountRule {
  return {
    ...rule,
    scope: 'regional',
    evaluate: (facts) =>
      requireFact(
        facts.regional[fact],
        `${failure} ${facts.region} in account ${facts.accountNumber}.`,
        readOf,
      ),
  };
}
