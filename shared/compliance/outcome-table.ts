import type { Resource } from '../cfn/types';
import type { Evaluation, Rule, RuleOutcome, Severity } from './types';

/** Outcome statuses as small numbers, in the table's status column. */
export const PASS = 0;
export const FAIL = 1;
export const NOT_APPLICABLE = 2;
export const UNKNOWN = 3;

/**
 * A status's code, undefined for anything else (the engine's test of a rule's answer). Compared,
 * not looked up in a table of codes: a lookup by a key only known at run time went through V8's
 * generic keyed load once per outcome (~8,000 per 1,000 resources); four comparisons of constant
 * strings are pointer comparisons.
 */
export function statusCode(status: unknown): number | undefined {
  return status === 'pass'
    ? PASS
    : status === 'not_applicable'
      ? NOT_APPLICABLE
      : status === 'fail'
        ? FAIL
        : status === 'unknown'
          ? UNKNOWN
          : undefined;
}

/**
 * A passing and a not-applicable evaluation carry nothing but their status: every such outcome
 * shares one of these (frozen: no reader may change what all share).
 */
const PASSED: Evaluation = Object.freeze({ status: 'pass' });
const NOT_APPLIES: Evaluation = Object.freeze({ status: 'not_applicable' });

/**
 * A scan's outcomes as columns: the rule's and the subject's positions in their lists and the
 * status, in typed arrays the garbage collector never walks, and what the evaluation says only
 * where it says something (a failure's message and cap, an unknown's reason). A scan of 10,000
 * resources has ~82,000 outcomes, three in five passing or not applicable: as objects
 * ({rule, resource, evaluation} and the rule's answer, ~50 bytes) they were kept to the end of
 * the scan and copied by the collector on the way. `toOutcomes()` gives back the objects.
 */
export class OutcomeTable {
  readonly ruleIndex: Uint16Array;
  readonly subjectIndex: Int32Array;
  readonly status: Uint8Array;
  /**
   * What failures and unknowns say, in order, and each outcome's place among them: a failure's
   * message and cap, an unknown's reason. Dense lists of the few that say something, not a slot
   * per outcome (82,000 at 10,000 resources), and not the rule's answer object: it dies as soon
   * as it is read instead of living to the scan's end (31,000 of them at 10,000 resources).
   */
  private readonly texts: string[] = [];
  private readonly caps: (Severity | undefined)[] = [];
  private readonly detailAt: Int32Array;
  length = 0;

  constructor(
    /** the rules the positions in `ruleIndex` point into */
    readonly rules: readonly Rule[],
    /** the resources (and template entries) the positions in `subjectIndex` point into */
    readonly subjects: readonly Resource[],
    capacity: number,
  ) {
    this.ruleIndex = new Uint16Array(capacity);
    this.subjectIndex = new Int32Array(capacity);
    this.status = new Uint8Array(capacity);
    this.detailAt = new Int32Array(capacity);
  }

  /** A table of outcomes made elsewhere (account scans, tests): same positions, same answers. */
  static of(outcomes: readonly RuleOutcome[]): OutcomeTable {
    const rules: Rule[] = [];
    const subjects: Resource[] = [];
    const ruleAt = new Map<Rule, number>();
    const subjectAt = new Map<Resource, number>();
    const table = new OutcomeTable(rules, subjects, outcomes.length);
    for (const { rule, resource, evaluation } of outcomes) {
      let r = ruleAt.get(rule);
      if (r === undefined) {
        r = rules.push(rule) - 1;
        ruleAt.set(rule, r);
      }
      let s = subjectAt.get(resource);
      if (s === undefined) {
        s = subjects.push(resource) - 1;
        subjectAt.set(resource, s);
      }
      table.add(r, s, evaluation);
    }
    return table;
  }

  add(rule: number, subject: number, evaluation: Evaluation): void {
    const at = this.length++;
    this.ruleIndex[at] = rule;
    this.subjectIndex[at] = subject;
    const code = statusCode(evaluation.status) as number;
    this.status[at] = code;
    if (code === FAIL) {
      const { message, severity } = evaluation as Extract<Evaluation, { status: 'fail' }>;
      this.detailAt[at] = this.texts.push(message) - 1;
      this.caps.push(severity);
    } else if (code === UNKNOWN) {
      this.detailAt[at] =
        this.texts.push((evaluation as Extract<Evaluation, { status: 'unknown' }>).reason) - 1;
      this.caps.push(undefined);
    }
  }

  /** How many outcomes say something: the failures and unknowns (a report's findings at most). */
  get saying(): number {
    return this.texts.length;
  }

  rule(at: number): Rule {
    return this.rules[this.ruleIndex[at]];
  }

  subject(at: number): Resource {
    return this.subjects[this.subjectIndex[at]];
  }

  /** A failure's message or an unknown's reason (undefined for other outcomes). */
  text(at: number): string | undefined {
    const code = this.status[at];
    return code === FAIL || code === UNKNOWN ? this.texts[this.detailAt[at]] : undefined;
  }

  /** The severity a failure is capped at here, if its rule gave one. */
  cap(at: number): Severity | undefined {
    return this.status[at] === FAIL ? this.caps[this.detailAt[at]] : undefined;
  }

  /** The answer as the rule gave it: equal, though a failure's or an unknown's is made anew. */
  evaluation(at: number): Evaluation {
    const code = this.status[at];
    if (code === PASS) return PASSED;
    if (code === NOT_APPLICABLE) return NOT_APPLIES;
    const text = this.texts[this.detailAt[at]];
    if (code === UNKNOWN) return { status: 'unknown', reason: text };
    const severity = this.caps[this.detailAt[at]];
    return severity === undefined
      ? { status: 'fail', message: text }
      : { status: 'fail', message: text, severity };
  }

  /** The outcomes as objects, in order (for readers of `RuleOutcome`). */
  toOutcomes(): RuleOutcome[] {
    const outcomes: RuleOutcome[] = new Array(this.length);
    for (let i = 0; i < this.length; i++) {
      outcomes[i] = { rule: this.rule(i), resource: this.subject(i), evaluation: this.evaluation(i) };
    }
    return outcomes;
  }
}
