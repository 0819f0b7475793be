import { type ControlRef, controlRefs, severityRank } from './mapping';
import type { FrameworkId, Rule, Severity } from './types';
import type { Violation } from './violation';

/**
 * What a rule's findings cite, and the parts of their sentences that are the rule's own, worked out
 * once per rule, superseded rules and frameworks in a process (the framework data is fixed): a
 * finding's sentences are then one join each. Each report gets its own copy of the lists findings
 * hold (`reportCitation`), so no reader of one scan's findings can change another's.
 */
export interface Citation {
  refs: ControlRef[];
  frameworks: FrameworkId[];
  controls: Violation['controls'];
  /** the end of every finding's impact sentence: ` short of <controls>.` */
  impactTail: string;
  /** ` <rule description>`, after a failure's message */
  descriptionTail: string;
  /** `<remediation> Not applied automatically because `, before why */
  withheldHead: string;
  /** `controls` with severities lowered to a failure's cap, by cap (made when first needed) */
  cappedAt?: Map<Severity, Violation['controls']>;
}

const citations = new WeakMap<Rule, Map<string, Citation>>();

export function citationFor(
  rule: Rule,
  alsoFailing: readonly string[],
  frameworks: readonly FrameworkId[],
): Citation {
  let byCase = citations.get(rule);
  if (byCase === undefined) {
    byCase = new Map();
    citations.set(rule, byCase);
  }
  const key = `${frameworks.join(' ')}|${alsoFailing.join(' ')}`;
  let cited = byCase.get(key);
  if (cited === undefined) {
    cited = citationOf(rule, alsoFailing, frameworks);
    byCase.set(key, cited);
  }
  return cited;
}

function citationOf(
  rule: Rule,
  alsoFailing: readonly string[],
  frameworks: readonly FrameworkId[],
): Citation {
  const seen = new Set<string>();
  const refs = [rule.id, ...alsoFailing]
    .flatMap((id) => controlRefs(id, frameworks))
    .filter((r) => {
      const key = `${r.framework} ${r.controlId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => severityRank(a.severity) - severityRank(b.severity));
  return {
    refs,
    frameworks: [...new Set(refs.map((r) => r.framework))],
    controls: refs.map((r) => ({ framework: r.framework, control_id: r.controlId, severity: r.severity })),
    impactTail: ` short of ${refs.map((r) => `${r.framework} ${r.controlId} (${r.controlTitle})`).join('; ')}.`,
    descriptionTail: ` ${rule.description}`,
    withheldHead: `${rule.remediation} Not applied automatically because `,
  };
}

/** `severity`, lowered to `cap` when the evaluation says the failure is at most that severe here. */
export const capped = (severity: Severity, cap: Severity | undefined): Severity =>
  cap && severityRank(cap) > severityRank(severity) ? cap : severity;

/** A citation as one report's findings hold it: its lists copied, its capped controls its own. */
export function reportCitation(cited: Citation): Citation {
  return {
    ...cited,
    frameworks: [...cited.frameworks],
    controls: cited.controls.map((c) => ({ ...c })),
    cappedAt: undefined,
  };
}

/** A citation's controls with their severity lowered to `cap`, made once per rule, cap and report. */
export function cappedControls(cited: Citation, cap: Severity): Violation['controls'] {
  cited.cappedAt ??= new Map();
  let controls = cited.cappedAt.get(cap);
  if (controls === undefined) {
    controls = cited.controls.map((c) => ({ ...c, severity: capped(c.severity, cap) }));
    cited.cappedAt.set(cap, controls);
  }
  return controls;
}
