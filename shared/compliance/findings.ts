import type { Acceptance } from './acceptance/types';
import type { Citation } from './citation';
import { cappedControls } from './citation';
import { FAIL, type OutcomeTable } from './outcome-table';
import { nameOf } from './rules/_lib/nouns';
import { SEVERITIES } from './types';
import { type Violation, violationIdOf } from './violation';

/**
 * A report's findings as columns, in report order: each finding is the outcome it reports (its
 * position in the outcome table), the citation it carries, its severity and its fix outlook; its
 * sentences are the rule's words and the outcome's message, joined when the finding is read as a
 * `Violation` (`violation(i)`, `all()`). A scan of 10,000 resources reports ~31,000 findings: as
 * objects (19 fields, an id and two joined sentences each, ~9 MB) they lived to the scan's end and
 * every young-generation collection on the way copied them, which made the report phase grow 30
 * times for 10 times the findings. A reader that wants only some findings, or none (scores, counts),
 * never pays for the rest.
 */
export class Findings {
  /** each finding's outcome position in `table`, in report order */
  readonly at: Int32Array;
  /** each finding's citation, by position in `citations` */
  readonly citationAt: Int32Array;
  /** each finding's severity as its rank in SEVERITIES */
  readonly severityRank: Uint8Array;
  /** 1 where the finding's fix would apply automatically */
  readonly autoFix: Uint8Array;
  /** why a finding's fix is withheld, where it is (most are not: a sparse list) */
  readonly withheld: (string | undefined)[];

  constructor(
    readonly table: OutcomeTable,
    readonly citations: readonly Citation[],
    columns: {
      at: Int32Array;
      citationAt: Int32Array;
      severityRank: Uint8Array;
      autoFix: Uint8Array;
      withheld: (string | undefined)[];
    },
    readonly detectedAt: string,
    readonly file: string | undefined,
  ) {
    this.at = columns.at;
    this.citationAt = columns.citationAt;
    this.severityRank = columns.severityRank;
    this.autoFix = columns.autoFix;
    this.withheld = columns.withheld;
  }

  get length(): number {
    return this.at.length;
  }

  /** The rule id of finding `i` (without making the finding). */
  ruleId(i: number): string {
    return this.table.rule(this.at[i]).id;
  }

  /** The logical id of the resource finding `i` is about (without making the finding). */
  resourceId(i: number): string {
    return this.table.subject(this.at[i]).logicalId;
  }

  /**
   * Finding `i` in the API's Violation shape: THE place a compact finding becomes the plain object
   * every reader, store and boundary (JSON, DynamoDB, postMessage) sees. With an acceptance, it is
   * attached last, as `{ ...violation, acceptance }` did.
   */
  violation(i: number, acceptance?: Acceptance): Violation {
    const { table } = this;
    const at = this.at[i];
    const rule = table.rule(at);
    const resource = table.subject(at);
    const failed = table.status[at] === FAIL;
    // a failure's message or an unknown's reason
    const said = table.text(at) as string;
    const cited = this.citations[this.citationAt[i]];
    const name = nameOf(resource);
    const title = failed ? said : `Could not evaluate "${rule.title}" on ${name} because ${said}.`;
    const withheld = this.withheld[i];
    const cap = failed ? table.cap(at) : undefined;
    const violation: Violation = {
      violation_id: violationIdOf(rule.id, resource.logicalId),
      title,
      description: failed ? said + cited.descriptionTail : title + UNDECIDED_TAIL,
      severity: SEVERITIES[this.severityRank[i]],
      resource: resource.logicalId,
      resource_type: resource.type,
      control_id: cited.refs[0].controlId,
      // Shared per rule within one report (fresh for every scan): callers only read them.
      frameworks: cited.frameworks,
      controls: cap ? cappedControls(cited, cap) : cited.controls,
      impact: `Leaves ${name}${cited.impactTail}`,
      remediation: withheld ? cited.withheldHead + withheld + WITHHELD_TAIL : rule.remediation,
      estimated_cost: failed && rule.fixCostUsdMonthly ? rule.fixCostUsdMonthly : null,
      auto_fix_available: this.autoFix[i] === 1,
      detected_at: this.detectedAt,
      rule_id: rule.id,
      status: failed ? 'fail' : 'unknown',
      // The resource's own location object is shared when no file is named: callers only read it.
      location:
        resource.location && (this.file ? { ...resource.location, file: this.file } : resource.location),
    };
    // Written in the literal, the location sits inside the object rather than in a second block
    // added later (~50 bytes less a finding); a finding without one has no location key at all.
    if (violation.location === undefined) delete violation.location;
    if (acceptance !== undefined) violation.acceptance = acceptance;
    return violation;
  }

  /** Every finding as a Violation, in report order. */
  all(): Violation[] {
    const violations: Violation[] = new Array(this.length);
    for (let i = 0; i < this.length; i++) violations[i] = this.violation(i);
    return violations;
  }
}

const UNDECIDED_TAIL = ' Check this resource by hand or pass the missing parameter values to the scan.';
const WITHHELD_TAIL = "; the suggested change is the rule's fix.";
