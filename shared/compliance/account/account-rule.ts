import type { Evaluation, FrameworkId, Severity } from '../types';
import type { AccountFacts, RegionalAccountFacts } from './facts';

/** One control an account rule evidences, with the framework's severity for a failure. */
export type AccountCitation = readonly [framework: FrameworkId, controlId: string, severity: Severity];

/**
 * A check of an account-level fact. Like a resource rule it has a stable id, a severity from the
 * severity policy and a remediation; its controls are cited here (they are controls the framework
 * data already lists, often as manual ones a template can never evidence, such as root MFA).
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
  controls: readonly AccountCitation[];
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
