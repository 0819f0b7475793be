import { toTemplateYaml } from '../../cfn/build';
import type { ArchitecturePlan, Block, BlockKind } from '../plan';
import { applyStatedProperties } from '../properties/apply';
import type { Requirements } from '../requirements';
import type { SynthesizedTemplate } from '../reviews';
import { serviceById } from '../services/index';
import { routeAlarms, routeFailureAlarms } from './alarms';
import { writeInAnsweredParameters } from './answered-parameters';
import { backup } from './blocks/backup';
import { cache } from './blocks/cache';
import { containers } from './blocks/containers';
import { dataLake } from './blocks/data-lake';
import { disasterRecovery } from './blocks/disaster-recovery';
import { fileSystem } from './blocks/file-system';
import { keyValueTable } from './blocks/key-value-table';
import { monitoring } from './blocks/monitoring';
import { network } from './blocks/network';
import { objectStorage } from './blocks/object-storage';
import { queueWorker } from './blocks/queue-worker';
import { relationalDatabase } from './blocks/relational-database';
import { scheduledJob } from './blocks/scheduled-job';
import { search } from './blocks/search';
import { serverlessApi } from './blocks/serverless-api';
import { staticSite } from './blocks/static-site';
import { stream } from './blocks/stream';
import { userDirectory } from './blocks/user-directory';
import { webServers } from './blocks/web-servers';
import { type CfnResource, SynthesisContext } from './context';
import { dropUnusedKey, settleCustomerKey } from './customer-key';
import { asDefinitionStrings } from './definition-strings';
import { aliasDomains } from './domain-alias';
import { edgeChecks } from './edge-check';
import { addEndpoints } from './endpoints';
import { settleEngineVersions } from './engine-versions';
import { addFailureAlarms } from './failure-alarms';
import { settleParameterGroupFamilies } from './parameter-groups';
import { addKey } from './parts';
import { wireConnections, writeService } from './services';
import { applyStated } from './stated';
import { settleWebAcls } from './web-acl-logs';
import { wireDataStores } from './wiring';
import { keyItemsToTables } from './workflow-items';

type Writer = (ctx: SynthesisContext, block: never) => void;

/**
 * Each kind's writer and its phase: the network first, data stores before the compute that reads
 * them, search after the compute (its access policy names the compute's roles), backup and
 * disaster recovery last.
 */
const WRITERS: Record<BlockKind, { phase: number; write: Writer }> = {
  network: { phase: 0, write: network },
  monitoring: { phase: 1, write: monitoring },
  'relational-database': { phase: 2, write: relationalDatabase },
  'key-value-table': { phase: 2, write: keyValueTable },
  cache: { phase: 2, write: cache },
  'object-storage': { phase: 2, write: objectStorage },
  'data-lake': { phase: 2, write: dataLake },
  stream: { phase: 2, write: stream },
  'user-directory': { phase: 2, write: userDirectory },
  'file-system': { phase: 2, write: fileSystem },
  'static-site': { phase: 3, write: staticSite },
  'web-servers': { phase: 3, write: webServers },
  containers: { phase: 3, write: containers },
  'serverless-api': { phase: 3, write: serverlessApi },
  'queue-worker': { phase: 3, write: queueWorker },
  'scheduled-job': { phase: 3, write: scheduledJob },
  service: { phase: 3, write: writeService },
  search: { phase: 4, write: search },
  backup: { phase: 5, write: backup },
  'disaster-recovery': { phase: 6, write: disasterRecovery },
};

/** Kinds that live inside a VPC: a plan with one of them and no network gets a default one. */
const NEEDS_NETWORK: ReadonlySet<BlockKind> = new Set([
  'web-servers',
  'containers',
  'relational-database',
  'cache',
  'file-system',
  'search',
]);

/**
 * Deterministic synthesis: the same plan and requirements always give the same template text.
 * Throws `SynthesisError` when the plan cannot be built (two blocks with one name, an extra
 * resource clashing with a block's), which the lead architect is asked to repair.
 */
export function synthesize(plan: ArchitecturePlan, requirements: Requirements): SynthesizedTemplate {
  const complete = withOwnCopies(withNetwork(plan));
  const names = new Set<string>();
  for (const block of complete.blocks) {
    if (names.has(block.name))
      throw new SynthesisError(`Two blocks are named ${block.name}; names must be unique.`);
    names.add(block.name);
  }
  const ctx = new SynthesisContext(complete, requirements);
  addKey(ctx);
  const ordered = [...complete.blocks].sort((a, b) => WRITERS[a.kind].phase - WRITERS[b.kind].phase);
  try {
    for (const block of ordered) WRITERS[block.kind].write(ctx, block as never);
    wireConnections(ctx);
    aliasDomains(ctx);
    wireDataStores(ctx);
    addEndpoints(ctx);
    routeAlarms(ctx);
    // a threshold or period the brief states is its own alarm's, where it asks for one: then the
    // alarms on where failures land come after the stated settings, and fire on any failure
    const onFailures = () => {
      addFailureAlarms(ctx);
      routeFailureAlarms(ctx);
    };
    const ownAlarms = ctx.alarms.length > 0;
    if (!ownAlarms) onFailures();
    settleWebAcls(ctx);
    settleCustomerKey(ctx);
    applyStated(ctx.resources as never, requirements.stated);
    const answered = applyStatedProperties(
      ctx.resources as never,
      complete.stated_properties ?? [],
      ctx.parameters,
    );
    settleEngineVersions(ctx.resources, complete.stated_properties ?? []);
    settleParameterGroupFamilies(ctx.resources);
    if (ownAlarms) onFailures();
    keyItemsToTables(ctx.resources as never);
    asDefinitionStrings(ctx.resources as never);
    for (const extra of complete.extra_resources) {
      ctx.add('extra', extra.logical_id, { Type: extra.type, Properties: extra.properties } as CfnResource);
    }
    // a web ACL among the extra resources logs too (the design's own were settled before the key)
    settleWebAcls(ctx);
    writeInAnsweredParameters(ctx, answered);
    dropUnusedKey(ctx);
  } catch (error) {
    throw new SynthesisError(error instanceof Error ? error.message : String(error));
  }
  withoutUnusedNetworkParameters(ctx);
  const body: Record<string, unknown> = {
    AWSTemplateFormatVersion: '2010-09-09',
    Description: description(complete),
    ...(Object.keys(ctx.parameters).length ? { Parameters: ctx.parameters } : {}),
    ...(Object.keys(ctx.conditions).length ? { Conditions: ctx.conditions } : {}),
    Resources: ctx.resources,
    ...(Object.keys(ctx.outputs).length ? { Outputs: ctx.outputs } : {}),
  };
  return {
    format: 'yaml',
    text: toTemplateYaml(body),
    resource_count: Object.keys(ctx.resources).length,
    origins: ctx.origins,
    edges: edgeChecks(ctx),
  };
}

export class SynthesisError extends Error {
  override name = 'SynthesisError';
}

/**
 * An existing network's subnets nothing is placed in are asked of no one: a design with no load
 * balancer leaves out the public subnets' parameters (see blocks/network.ts).
 */
function withoutUnusedNetworkParameters(ctx: SynthesisContext): void {
  const used = JSON.stringify([ctx.resources, ctx.outputs, ctx.conditions]);
  for (const [name, parameter] of Object.entries(ctx.parameters)) {
    if (parameter.Type !== 'AWS::EC2::Subnet::Id') continue;
    if (!used.includes(`{"Ref":"${name}"}`) && !used.includes(`\${${name}}`)) delete ctx.parameters[name];
  }
}

function withNetwork(plan: ArchitecturePlan): ArchitecturePlan {
  const needs = plan.blocks.some(
    (b) => NEEDS_NETWORK.has(b.kind) || (b.kind === 'service' && serviceById(b.options.service)?.vpc),
  );
  if (!needs || plan.blocks.some((b) => b.kind === 'network')) return plan;
  const network: Block = {
    kind: 'network',
    name: 'Network',
    reason: 'Added by synthesis: the plan places resources in a VPC but named no network.',
    options: { availability_zones: 2, nat_gateways: 'one' },
  };
  return { ...plan, blocks: [network, ...plan.blocks] };
}

/**
 * An edge where each copy of one end has its own copy of the other ("three queues, each with its
 * own worker") gives the other as many copies: N queues, N functions, N triggers.
 */
function withOwnCopies(plan: ArchitecturePlan): ArchitecturePlan {
  const wanted = new Map<string, number>();
  for (const edge of plan.connections ?? []) {
    if (!edge.each) continue;
    const from = plan.blocks.find((b) => b.name === edge.from);
    const count = from?.kind === 'service' ? from.options.count : 1;
    wanted.set(edge.to, Math.max(wanted.get(edge.to) ?? 1, count));
  }
  if (wanted.size === 0) return plan;
  return {
    ...plan,
    blocks: plan.blocks.map((b) =>
      b.kind === 'service' && (wanted.get(b.name) ?? 0) > b.options.count
        ? { ...b, options: { ...b.options, count: wanted.get(b.name) as number } }
        : b,
    ),
  };
}

function description(plan: ArchitecturePlan): string {
  const text = `Generated by Sahab: ${plan.summary}`;
  return text.length > 1024 ? `${text.slice(0, 1021)}...` : text;
}
