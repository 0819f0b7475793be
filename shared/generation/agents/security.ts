import { detectFormat, parseTemplate } from '../../cfn/parse';
import { ACCOUNT_RESOURCE_TYPE } from '../../compliance/account/index';
import { ALL_RULES } from '../../compliance/rules/index';
import { fixViolations, scanTemplate } from '../../compliance/scan';
import { scoreOutcomes } from '../../compliance/score';
import type { FrameworkId, RuleOutcome, ScanSettings } from '../../compliance/types';
import { type Violation, violationId } from '../../compliance/violation';
import { type AccountBaseline, BASELINE_CONTROLS } from '../baseline';
import { type KeptSetting, keptSettingPatched, statedOnTemplate } from '../properties/kept';
import type { Requirements } from '../requirements';
import type { SecurityReview } from '../reviews';
import { acceptStatedChoices, type StatedAcceptance, type StatedChoice } from './stated-acceptances';

/** Passes of fix-then-rescan: a fix can make another rule applicable (a new log group to encrypt). */
const FIX_PASSES = 3;
/** The lowest score on a requested framework the agent approves. */
export const APPROVAL_SCORE = 90;

/**
 * The security agent: scans the template with our engine on the requested frameworks, applies
 * every automatic fix, scans again and gives a verdict that names what remains and why.
 */
export function securityAgent(
  template: string,
  req: Requirements,
  /** the user's residency setting (in-Kingdom regions, levels held to them), as the builder scans */
  settings?: Partial<ScanSettings>,
  /** what the target account's baseline has: its present controls count as passed checks */
  baseline?: AccountBaseline,
  /** the design's day and author: a value the brief chose against a rule is recorded as accepted */
  acceptance?: StatedAcceptance,
): SecurityReview {
  const options = {
    region: req.region,
    frameworks: req.frameworks as FrameworkId[],
    detectedAt: '1970-01-01T00:00:00.000Z',
    ...(settings && { settings }),
  };
  const before = scanTemplate(template, options);
  let text = template;
  const applied: SecurityReview['fixes_applied'] = [];
  const withheld = new Map<string, string>();
  // a withheld fix already explains itself in the finding's remediation: nothing to apply, no pass
  const fixable = before.violations.some((v) => v.auto_fix_available);
  // a setting the brief states is the brief's choice: no fix undoes it, the finding stays and says so
  const kept = fixable ? keptSettings(template, req) : [];
  for (let pass = 0; fixable && pass < FIX_PASSES; pass++) {
    let result = fixViolations(text, undefined, options);
    const undoing = result.changes.flatMap((c) => {
      const setting = c.patches.map((p) => keptSettingPatched(p.path, kept)).find(Boolean);
      return setting ? [{ change: c, setting }] : [];
    });
    if (undoing.length > 0) {
      const others = result.changes.filter((c) => !undoing.some((u) => u.change === c));
      result = fixViolations(
        text,
        others.map((c) => violationId(c.ruleId, c.logicalId)),
        options,
      );
      for (const { change, setting } of undoing)
        withheld.set(
          key(change.ruleId, change.logicalId),
          `kept as the brief states it ("${setting.quote}"); fixing it would set ${setting.path.join('.')} against the brief`,
        );
    }
    for (const s of result.suggestions) withheld.set(key(s.ruleId, s.logicalId), `withheld: ${s.reason}`);
    for (const n of result.notes) withheld.set(key(n.ruleId, n.logicalId), n.message);
    if (result.changes.length === 0 || result.text === text) break;
    text = result.text;
    for (const c of result.changes)
      applied.push({ rule_id: c.ruleId, resource: c.logicalId, description: c.description });
  }
  let after = text === template ? before : scanTemplate(text, options);
  // what the brief states and the template keeps: a finding on it is the brief's choice, said so
  const chosen = after.violations.some((v) => v.status === 'fail') ? keptSettings(text, req) : [];
  const choices = after.violations.flatMap((v) => statedChoiceOf(v, chosen) ?? []);
  if (acceptance && choices.length > 0) {
    text = acceptStatedChoices(text, detectFormat(text), choices, acceptance);
    after = scanTemplate(text, options);
  }
  const remaining = [...after.violations, ...after.accepted].map((v) => ({
    rule_id: v.rule_id,
    resource: v.resource,
    severity: v.severity,
    title: v.title,
    status: v.status,
    why:
      withheld.get(key(v.rule_id, v.resource)) ??
      acceptedChoice(v) ??
      briefsChoice(v, chosen) ??
      whyRemaining(v),
  }));
  const scores = scoresOf(
    baseline?.present.length ? scoreOutcomes([...after.outcomes, ...baselineChecks(baseline)]) : after.scores,
    req.frameworks,
  );
  // an accepted finding is listed (with its reason) but blocks nothing, as in every other scan
  const blocking = after.violations.filter(
    (r) => r.status !== 'unknown' && (r.severity === 'critical' || r.severity === 'high'),
  );
  const low = Object.entries(scores).filter(([, s]) => s < APPROVAL_SCORE);
  const verdict =
    blocking.length > 0 || low.length > 0
      ? 'rejected'
      : remaining.length > 0
        ? 'approved-with-findings'
        : 'approved';
  return {
    verdict,
    summary: summaryOf(verdict, scores, applied.length, remaining, blocking.length),
    frameworks: req.frameworks,
    scores_before: scoresOf(before.scores, req.frameworks),
    scores,
    fixes_applied: applied,
    remaining,
    template: text,
  };
}

/**
 * The account baseline's controls the target account has, as passed checks of their account rules:
 * the design relies on them (it builds none of them), so its score counts them as present. Missing
 * or unknown ones are not failed here: the review says what to deploy instead.
 */
export function baselineChecks(baseline: AccountBaseline): RuleOutcome[] {
  return BASELINE_CONTROLS.filter((c) => baseline.present.includes(c.label)).map((c) => ({
    rule: { id: c.rule } as RuleOutcome['rule'],
    resource: { logicalId: 'AccountBaseline', type: ACCOUNT_RESOURCE_TYPE } as RuleOutcome['resource'],
    evaluation: { status: 'pass' },
  }));
}

const key = (rule: string, resource: string) => `${rule}\u0000${resource}`;

/** The stated settings the template holds as stated (none when it cannot be read: the scan says why). */
function keptSettings(template: string, req: Requirements): KeptSetting[] {
  if (!req.stated_properties?.length) return [];
  try {
    return statedOnTemplate(parseTemplate(template).body as never, req.stated_properties);
  } catch {
    return [];
  }
}

const RULES = new Map(ALL_RULES.map((rule) => [rule.id, rule]));

/**
 * A finding on a value the brief states (logs kept "30 days", backups "7 days"): the brief's
 * choice, kept, with the controls that want otherwise and what meeting them would take and cost,
 * where the rule's fix sets the property that holds the stated value.
 */
function briefsChoice(v: Violation, kept: readonly KeptSetting[]): string | undefined {
  const setting = statedSettingJudged(v, kept);
  if (!setting) return undefined;
  const cost = v.estimated_cost ? ` (about $${v.estimated_cost} a month)` : '';
  return `kept as the brief states it ("${setting.quote}"), though ${controlsOf(v)} asks otherwise (${v.title}); to meet it: ${v.remediation}${cost}`;
}

/**
 * The stated setting a failed finding judges: the rule's fix sets its property, or the rule's
 * declared check reads it ("48 hours" of retention against a seven-day minimum).
 */
function statedSettingJudged(v: Violation, kept: readonly KeptSetting[]): KeptSetting | undefined {
  if (v.status !== 'fail' || v.acceptance) return undefined;
  const rule = RULES.get(v.rule_id);
  const judged = [...(rule?.fixPatches?.properties ?? []), ...(rule?.judges ?? [])];
  return kept.find(
    (k) => k.id === v.resource && judged.some((property) => property.split('.')[0] === k.path[0]),
  );
}

function statedChoiceOf(v: Violation, kept: readonly KeptSetting[]): StatedChoice | undefined {
  const setting = statedSettingJudged(v, kept);
  if (!setting) return undefined;
  const asks = `${controlsOf(v)} asks otherwise (${RULES.get(v.rule_id)?.title ?? v.title})`;
  return { ruleId: v.rule_id, resource: v.resource, quote: setting.quote, asks };
}

const controlsOf = (v: Violation) =>
  [...new Set(v.controls.map((c) => `${c.framework} ${c.control_id}`))].join(', ') || v.frameworks.join(', ');

/** A finding the template records as accepted: the brief's choice, until the day it is asked again. */
function acceptedChoice(v: Violation): string | undefined {
  const a = v.acceptance;
  if (!a?.valid) return undefined;
  const meet = RULES.get(v.rule_id)?.remediation ?? v.remediation;
  return `accepted until ${a.expires ?? 'withdrawn'} (owner: ${a.owner ?? a.source}): ${a.reason}; to meet it: ${meet}`;
}

function whyRemaining(v: Violation): string {
  if (v.status === 'unknown') return `could not be evaluated before deployment: ${v.description}`;
  if (!v.auto_fix_available) return `needs a decision the agent will not take for you: ${v.remediation}`;
  return v.remediation;
}

function scoresOf(
  scores: Record<string, { score: number }>,
  frameworks: readonly string[],
): Record<string, number> {
  return Object.fromEntries(frameworks.map((f) => [f, scores[f]?.score ?? 0]));
}

function summaryOf(
  verdict: string,
  scores: Record<string, number>,
  fixed: number,
  remaining: { severity: string; rule_id: string; resource: string; why: string }[],
  blocking: number,
): string {
  const scoreText = Object.entries(scores)
    .map(([f, s]) => `${f} ${s}%`)
    .join(', ');
  const head =
    verdict === 'approved'
      ? `Approved: ${scoreText}; nothing remains.`
      : verdict === 'approved-with-findings'
        ? `Approved with findings: ${scoreText}.`
        : `Rejected: ${scoreText}${blocking ? `; ${blocking} critical or high finding(s) remain` : `; below ${APPROVAL_SCORE}% on a requested framework`}.`;
  const fixes = fixed ? ` ${fixed} automatic fix(es) applied.` : '';
  const rest = remaining
    .slice(0, 5)
    .map((r) => ` ${r.rule_id} on ${r.resource} (${r.severity}) remains: ${r.why}`)
    .join('');
  const more = remaining.length > 5 ? ` ...and ${remaining.length - 5} more.` : '';
  return `${head}${fixes}${rest}${more}`;
}
