import type { TemplateValidator } from '#shared/cfn/diagnostic';
import type { RepairContext } from '#shared/generation/agents/model-calls';
import {
  backupSelection,
  retentionsBySubject,
  statedAudit,
  statedBackups,
  statedRetention,
  statedTimes,
  storesKept,
} from '#shared/generation/checklist/stated';
import { withNumerals } from '#shared/generation/number-words';
import type { ArchitecturePlan } from '#shared/generation/plan';
import { gatePlan } from '#shared/generation/raw/index';
import { privateOnly, refusalsOf } from '#shared/generation/reading/negation';
import { withArabiziAsArabic } from '#shared/generation/reading/normalise';
import { scaledTo, statedScaling } from '#shared/generation/reading/scaling';
import { statedStarts } from '#shared/generation/reading/schedule';
import { statedReadings, statedSettings } from '#shared/generation/reading/stated-settings';
import type { GenerationRequest } from '#shared/generation/request';
import type { Requirements } from '#shared/generation/requirements';
import type { SynthesizedTemplate, ValidityResult } from '#shared/generation/reviews';
import { apiGateway } from '#shared/generation/services/api-gateway';
import { lambda } from '#shared/generation/services/lambda';
import type { ServiceSettings } from '#shared/generation/services/types';
import { SUBNET_ID_WORDS, VPC_ID_WORDS } from '#shared/generation/services/vpc';
import { rateLimitOf, waf } from '#shared/generation/services/waf';
import { MAX_REPAIR_ROUNDS } from '#shared/generation/stages';
import { orientForWork } from '#shared/generation/synthesis/orient';
import { leaveOutUnwired, wiringErrors } from '#shared/generation/wiring-gate';
import type { AgentModel } from '../ports/model';

/**
 * The chief architect: the model reads the brief into requirements; what the user chose beside
 * the prompt box (region, frameworks, budget) then wins over anything the model read.
 */
export async function chiefArchitect(
  request: GenerationRequest,
  ports: { model: AgentModel },
): Promise<Requirements> {
  const requirements = await ports.model.ask('chief-architect', request);
  return {
    ...requirements,
    stated: { ...statedFacts(request.prompt), ...requirements.stated },
    ...(request.region ? { region: request.region } : {}),
    ...(request.frameworks?.length ? { frameworks: [...new Set(request.frameworks)] } : {}),
    budget:
      request.monthly_budget_usd !== undefined
        ? { ...requirements.budget, monthly_usd: request.monthly_budget_usd }
        : requirements.budget,
  };
}

/**
 * Keeping, auditing, timing, a rate limit per client and API keys as the brief states them, read by the same readers the
 * requirements checklist uses (a model's own reading of them wins where it gave one).
 */
function statedFacts(prompt: string): NonNullable<Requirements['stated']> {
  // number words as figures, as the brief reader reads them ("up to two hours" is "up to 2 hours")
  // and an Arabizi brief in Arabic letters, as the brief reader reads it ("kel yom el sa3a 11")
  const text = withNumerals(withArabiziAsArabic(prompt)).toLowerCase().replace(/\s+/g, ' ');
  // a time that resizes a fleet is its scaling group's scheduled action, not a job's start
  const times = statedTimes(text);
  const scaling = statedScaling(times);
  const starts = statedStarts(times.filter((t) => scaledTo(t) === undefined));
  const rate = rateLimitOf(statedSettings(waf, text, text));
  const api = statedSettings(apiGateway, text, text);
  const run = statedReadings(lambda, text, text, undefined, true).find((r) => r.setting.key === 'run_time');
  const refused = refusalsOf(text).parts;
  const backupTag = backupSelection(text);
  return {
    ...(rate && { rate_limit: rate }),
    ...(privateOnly(text) !== undefined && { no_public_endpoint: true }),
    ...(refused.has('nat-gateway') && { no_nat: true }),
    ...(refused.has('internet-gateway') && { no_internet_gateway: true }),
    ...existingNetworkOf(text),
    ...(typeof run?.value === 'number' && { run_seconds: run.value }),
    ...(api.api_key === true && { api_key: usagePlanOf(api) }),
    ...keptFor(text),
    ...(statedAudit(text) && { audit_all_access: true }),
    ...(statedBackups(text) && { backups: true }),
    ...(backupTag && { backup_tag: backupTag }),
    ...starts,
    ...(scaling.length > 0 && { scaling_at: scaling.slice(0, 10) }),
  };
}

/**
 * How long the brief keeps things: one period keeps everything it names (backups alone when its
 * words are of backups); periods stated for different subjects each keep their own ("logs 90
 * days, backups 35 days": the log groups 90, the backup rules 35, the data neither).
 */
function keptFor(text: string): Partial<NonNullable<Requirements['stated']>> {
  const split = retentionsBySubject(text);
  const retention = split ? (split.backups ?? split.data) : statedRetention(text);
  const copies = retention?.more && {
    backup_copies: retention.more.map(({ days, every }) => ({ days, every })),
  };
  // a period of the data whose words name stores that keep it by their own setting is theirs alone
  const stores = (data: typeof retention) => {
    const types = data ? storesKept(data) : [];
    return types.length > 0 ? { retention_stores: types } : {};
  };
  if (split)
    return {
      ...(split.data && { retention_days: split.data.days, ...stores(split.data) }),
      ...(split.backups && { backup_days: split.backups.days }),
      ...(split.logs && { log_days: split.logs.days }),
      ...copies,
    };
  if (!retention) return {};
  return {
    ...(retention.of === 'backups'
      ? { backup_days: retention.days }
      : { retention_days: retention.days, ...stores(retention) }),
    ...copies,
  };
}

/**
 * The usage plan the brief states for its API keys: the rate per second, the burst, and a quota
 * counted per day unless it says a week or a month.
 */
function usagePlanOf(api: ServiceSettings): NonNullable<NonNullable<Requirements['stated']>['api_key']> {
  return {
    ...(api.usage_rate !== undefined && { rate_per_second: Number(api.usage_rate) }),
    ...(api.usage_burst !== undefined && { burst: Number(api.usage_burst) }),
    ...(api.usage_quota !== undefined && {
      quota: {
        limit: Number(api.usage_quota),
        period: api.usage_period === 'WEEK' || api.usage_period === 'MONTH' ? api.usage_period : 'DAY',
      },
    }),
  };
}

/**
 * The network the brief puts the design into when the account has it: one whose ids it gives, or
 * one it says exists or refuses to have built ("our existing VPC", "do not create a VPC").
 */
function existingNetworkOf(text: string): Pick<NonNullable<Requirements['stated']>, 'existing_network'> {
  const vpcId = text.match(VPC_ID_WORDS)?.[0];
  const subnets = [...new Set(text.match(SUBNET_ID_WORDS) ?? [])].slice(0, 6);
  const refusals = refusalsOf(text);
  if (!vpcId && subnets.length === 0 && !refusals.services.has('vpc')) return {};
  return {
    existing_network: { ...(vpcId && { vpc_id: vpcId }), ...(subnets.length > 0 && { subnet_ids: subnets }) },
  };
}

/**
 * The lead solutions architect: requirements (and, on a repair round, the gate's errors) to a
 * plan, with its raw resources through the guard.
 */
export async function leadArchitect(
  requirements: Requirements,
  ports: { model: AgentModel },
  repair?: RepairContext,
): Promise<ArchitecturePlan> {
  const answer = await ports.model.ask(
    'lead-architect',
    repair ? { requirements, repair } : { requirements },
  );
  // an edge still broken after the last round is left out and listed as not built, not shipped half-wired
  const plan =
    repair && repair.round >= MAX_REPAIR_ROUNDS ? leaveOutUnwired(answer, repair.diagnostics) : answer;
  // raw CloudFormation the guard refuses, or the validator refused and the model could not mend, is dropped with a note
  // a plan made to work before it is built: triggers start something, long work leaves Lambda (see orientForWork)
  return gatePlan(orientForWork(plan, requirements), requirements, repair);
}

/**
 * The validity gate: AWS's validator on the final template, and the wiring check of every edge
 * the plan asks for (see wiringErrors); any ERROR goes back to the architect.
 */
export function validityGate(
  template: string,
  ports: { validator: TemplateValidator },
  region: string,
  edges: SynthesizedTemplate['edges'] = [],
): ValidityResult {
  const diagnostics = ports.validator.validate(template, { region, fileName: 'template.yaml' });
  const errors = [...diagnostics.filter((d) => d.severity === 'ERROR'), ...wiringErrors(edges, template)];
  const warnings = diagnostics.filter((d) => d.severity === 'WARNING');
  return errors.length === 0 ? { ok: true, warnings } : { ok: false, errors, warnings };
}
