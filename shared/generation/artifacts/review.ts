import { STUDIO } from '../../messages/studio';
import { formatUsd } from '../../text/format';
import { baselineAlarmsSentence, baselineSentence, notifiesBaseline } from '../baseline';
import { templateResources } from '../checklist/template-facts';
import type { Checklist } from '../checklist/types';
import { alwaysOnCosts } from './always-on';
import { shownAssumptions, withoutFalseClaims } from './claims';
import type { ArtifactInput } from './input';

const STATUS_WORDS = { met: 'met', partly: 'partly met', 'not-met': 'not met', assumed: 'assumed' } as const;

/** The review notes: what was asked, what was assumed, what was built and what each agent said. */
export function reviewNotes(input: ArtifactInput, checklist?: Checklist): string {
  const { requirements: req, security, cost, validity } = input;
  const resources = templateResources(input.template);
  const plan = withoutFalseClaims(input.plan, resources);
  const assumptions = shownAssumptions(req.assumptions, resources);
  const lines: string[] = [`# Design review`, '', plan.summary, '', `Model: ${input.modelId}`, ''];
  lines.push('## Requirements', '');
  lines.push(`- Region: ${req.region}; environment: ${req.environment}; availability: ${req.availability}`);
  lines.push(
    `- Scale: ${req.scale.tier}${req.scale.users ? ` (${req.scale.users} users)` : ''}; data: ${req.data_classification}; sector: ${req.sector}`,
  );
  lines.push(`- Frameworks: ${req.frameworks.join(', ')}`);
  if (req.budget.monthly_usd !== undefined)
    lines.push(`- Budget: ${formatUsd(req.budget.monthly_usd)} a month`);
  if (req.allowed_cidrs.length) lines.push(`- Allowed networks: ${req.allowed_cidrs.join(', ')}`);
  if (assumptions.length) lines.push('', '### Assumptions', '', ...assumptions.map((a) => `- ${a}`));
  if (checklist?.items.length) {
    lines.push('', '## Requirements checklist', '');
    for (const item of checklist.items) {
      const where = item.resources.length ? ` (${item.resources.slice(0, 6).join(', ')})` : '';
      const quote = item.quote ? ` "${item.quote}"` : '';
      lines.push(`- **${STATUS_WORDS[item.status]}**: ${item.requirement}${quote}${where}. ${item.detail}`);
    }
    const steps = checklist.items.flatMap((item) => item.after_deploy ?? []);
    if (steps.length) lines.push('', '### After deploying', '', ...steps.map((step) => `- ${step}`));
  }
  lines.push('', '## Architecture', '');
  for (const block of plan.blocks) lines.push(`- **${block.name}** (${block.kind}): ${block.reason}`);
  for (const extra of plan.extra_resources)
    lines.push(`- **${extra.logical_id}** (${extra.type}): ${extra.reason}`);
  if (plan.connections?.length) {
    lines.push('', '### Connections', '');
    for (const c of plan.connections)
      lines.push(`- ${c.from} -> ${c.to}${c.via ? ` (through an EventBridge ${c.via})` : ''}: ${c.reason}`);
  }
  if (plan.decisions.length) lines.push('', '### Decisions', '', ...plan.decisions.map((d) => `- ${d}`));
  if (plan.not_built?.length) {
    lines.push('', '## Not built, and why', '');
    for (const n of plan.not_built)
      lines.push(`- "${n.phrase}"${n.service ? ` (${n.service})` : ''}: ${n.reason}`);
  }
  lines.push('', '## Security agent', '', security.summary, '');
  for (const fix of security.fixes_applied)
    lines.push(`- Fixed ${fix.rule_id} on ${fix.resource}: ${fix.description}`);
  for (const r of security.remaining)
    lines.push(`- Remains ${r.rule_id} on ${r.resource} (${r.severity}): ${r.why}`);
  const toBaseline = resources
    .filter((r) => r.type === 'AWS::CloudWatch::Alarm' && notifiesBaseline(r.props.AlarmActions))
    .map((r) => r.id);
  if (security.account_baseline || toBaseline.length > 0)
    lines.push(
      '',
      '### Account baseline',
      '',
      ...(security.account_baseline ? [baselineSentence(security.account_baseline)] : []),
      ...(toBaseline.length > 0 ? [baselineAlarmsSentence(toBaseline)] : []),
    );
  lines.push('', '## Cost agent', '');
  lines.push(
    `Estimated ${formatUsd(cost.total.min)} to ${formatUsd(cost.total.max)} a month in ${cost.region}.`,
  );
  if (cost.budget_verdict && cost.budget_usd !== undefined)
    lines.push('', `${STUDIO.cost.verdict[cost.budget_verdict]} (${formatUsd(cost.budget_usd)} a month).`);
  for (const a of cost.advice) {
    lines.push(
      `- **${a.title}**${a.saving_usd ? ` (about ${formatUsd(a.saving_usd)} a month)` : ''}: ${a.detail} (${a.resources.join(', ')})`,
    );
  }
  lines.push('', '### Always-on costs', '', ...alwaysOnCosts(plan, cost, resources));
  if (cost.unpriced.length)
    lines.push('', `Not priced: ${cost.unpriced.map((u) => u.logical_id).join(', ')}.`);
  lines.push('', '## Validity', '');
  lines.push(
    validity.ok
      ? "AWS's validator found no errors."
      : `AWS's validator found ${validity.errors.length} error(s).`,
  );
  for (const w of validity.warnings)
    lines.push(`- ${w.severity} ${w.code ?? '`} ${w.path ?? `'}: ${w.message}`);
  return `${lines.join('\n')}\n`;
}
