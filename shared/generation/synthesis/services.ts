import { getAtt, ref, sub } from '../../cfn/build';
import { APPLICATION_BLOCK_KINDS, type BlockKind, type BlockOfKind, type Connection } from '../plan';
import { namePathOf } from '../properties/schema';
import { withManagedPolicies } from '../services/iam-role';
import { asReached, serviceById } from '../services/index';
import { NAME_GIVEN } from '../services/names';
import type { Delivery, ServiceNode } from '../services/types';
import type { SynthesisContext } from './context';
import { addServiceRole, grant, grantTarget } from './grants';
import { addQueue } from './parts';
import { POLLER_NETWORK, readGrants, sourceDoor } from './poll-reads';
import { admit, admitItself } from './wiring';

/** Builds one vocabulary service block (count copies) with the service's own builder. */
export function writeService(ctx: SynthesisContext, block: BlockOfKind<'service'>): void {
  const named = serviceById(block.options.service);
  // a family that cannot be what the brief asks (an HTTP API cannot be private) is built as one that can
  const spec =
    ctx.requirements.stated?.no_public_endpoint === true && named?.private_as
      ? serviceById(named.private_as)
      : named;
  if (!spec?.build) {
    throw new Error(
      `${block.options.service} is not a service synthesis can build (${spec?.why_not ?? 'unknown'})`,
    );
  }
  const nodes: ServiceNode[] = [];
  const { names = [], settings } = block.options;
  // the setting a family reads the name the brief gives it into (its parts are named after it too)
  const nameKey = spec.stated_settings?.find((s) => s.words === NAME_GIVEN)?.key;
  for (let i = 0; i < block.options.count; i++) {
    const name = names[i];
    const own = name !== undefined && nameKey ? { ...settings, [nameKey]: name } : settings;
    const node = spec.build(ctx, i === 0 ? block.name : `${block.name}${i + 1}`, own);
    if (name !== undefined && !nameKey) nameResource(ctx, node.main, name);
    withManagedPolicies(ctx, node, settings);
    nodes.push({ ...node, settings: own });
  }
  ctx.nodes[block.name] = nodes;
}

/** Gives a resource the name the brief lists for it, in the property its schema keeps its name in. */
function nameResource(ctx: SynthesisContext, id: string, name: string): void {
  const resource = ctx.resources[id];
  const path = resource && namePathOf(resource.Type);
  if (!resource || !path || path.includes('.')) return;
  resource.Properties = { ...resource.Properties, [path]: name };
}

/** The services the existing building blocks create, and their main resource's logical id suffix. */
const BLOCK_NODES: Partial<Record<BlockKind, [string, string]>> = {
  'object-storage': ['s3', 'Bucket'],
  'key-value-table': ['dynamodb', 'Table'],
  'relational-database': ['rds', 'Instance'],
  cache: ['elasticache', 'ReplicationGroup'],
  stream: ['kinesis', 'Stream'],
  'user-directory': ['cognito', 'UserPool'],
  'static-site': ['cloudfront', 'Distribution'],
  'file-system': ['efs', 'FileSystem'],
  // the containers' own load balancer is what an edge to the containers reaches (an API's VPC link)
  containers: ['load-balancer', 'LoadBalancer'],
  'web-servers': ['load-balancer', 'LoadBalancer'],
};

/** Wires every connection of the plan between each copy of its two ends, with least privilege. */
export function wireConnections(ctx: SynthesisContext): void {
  for (const block of ctx.plan.blocks) {
    const known = BLOCK_NODES[block.kind];
    if (known && ctx.resources[`${block.name}${known[1]}`])
      ctx.nodes[block.name] ??= [{ service: known[0], name: block.name, main: `${block.name}${known[1]}` }];
  }
  for (const edge of ctx.plan.connections ?? []) {
    if (closesLoop(ctx, edge.from, edge.to)) continue;
    const consumers = consumersOf(ctx, edge.from, edge.to);
    if (consumers.length > 0) {
      for (const from of ctx.nodes[edge.from] ?? []) consume(ctx, from, edge.to, consumers);
      continue;
    }
    const callers = applicationRoles(ctx, edge.from);
    if (callers.length > 0 && !deliveredBy(ctx, edge.from, edge.to)) {
      for (const to of ctx.nodes[edge.to] ?? []) for (const role of callers) call(ctx, role, to);
      continue;
    }
    for (const [from, to] of pairsOf(ctx, edge)) {
      if (edge.via === 'pipe')
        addPipe(ctx, from, to, edge.enrichment ? ctx.nodes[edge.enrichment]?.[0] : undefined);
      else wire(ctx, from, to, edge.access);
    }
  }
}

/**
 * The copies an edge joins: every copy of one end with every copy of the other, or, where each
 * copy of `from` has its own `to` (`each`, or as many workers as the queues or streams they
 * poll), copy i with copy i alone.
 */
export function pairsOf(
  ctx: SynthesisContext,
  edge: Pick<Connection, 'from' | 'to' | 'each'>,
): [ServiceNode, ServiceNode][] {
  const froms = ctx.nodes[edge.from] ?? [];
  const tos = ctx.nodes[edge.to] ?? [];
  // as many queues (or streams) as workers: each message is worked once, so each has its own
  const polled = froms.some((n) => serviceById(n.service)?.emits === 'poll');
  const own = edge.each || (polled && froms.length > 1 && froms.length === tos.length);
  if (own && tos.length > 0) return froms.map((from, i) => [from, tos[i % tos.length] as ServiceNode]);
  return froms.flatMap((from) => tos.map((to): [ServiceNode, ServiceNode] => [from, to]));
}

/**
 * An edge that would start a function with the events of what that same function writes (a table's
 * stream triggering the function that fills the table): each write starts it again, for ever. The
 * function's own edge to the store stays; the trigger back is not built.
 */
export function closesLoop(ctx: SynthesisContext, from: string, to: string): boolean {
  const back = (ctx.plan.connections ?? []).some((c) => c.from === to && c.to === from);
  const triggersFunction = (ctx.nodes[to] ?? []).some((node) => node.fn !== undefined);
  const sourceIsFunction = (ctx.nodes[from] ?? []).some((node) => node.fn !== undefined);
  return back && triggersFunction && !sourceIsFunction;
}

/**
 * The roles of an application block that takes its work from `from` (containers reading a queue):
 * none unless `from` is polled (a queue or stream) and `to` runs the application's own code.
 */
export function consumersOf(ctx: SynthesisContext, from: string, to: string): string[] {
  const polled = (ctx.nodes[from] ?? []).some((node) => {
    const spec = serviceById(node.service);
    return spec?.emits === 'poll' && spec.read !== undefined;
  });
  return polled ? applicationRoles(ctx, to) : [];
}

/**
 * The application polls the source itself: its roles may read it, its code is told where it is,
 * and containers scale on the source's backlog (messages waiting), not only on CPU.
 */
function consume(ctx: SynthesisContext, from: ServiceNode, app: string, roles: string[]): void {
  const source = serviceById(from.service);
  if (!source?.read) return;
  ensureStream(ctx, from);
  for (const role of roles) for (const g of readGrants(source, from)) grant(ctx, role, g.actions, g.resource);
  const key = `${from.name.toUpperCase()}_${source.id.replace(/-/g, '_').toUpperCase()}`;
  const task = ctx.resources[`${app}TaskDefinition`]?.Properties as
    | { ContainerDefinitions?: { Environment?: { Name: string; Value: unknown }[] }[] }
    | undefined;
  const container = task?.ContainerDefinitions?.[0];
  if (container) {
    container.Environment ??= [];
    container.Environment.push({ Name: key, Value: source.target?.env?.(from) ?? ref(from.main) });
  }
  if (from.service === 'sqs' && ctx.resources[`${app}ScalableTarget`])
    ctx.add(app, `${app}${from.name}Scaling`, {
      Type: 'AWS::ApplicationAutoScaling::ScalingPolicy',
      Properties: {
        PolicyName: sub(`\${AWS::StackName}-${app.toLowerCase()}-${from.name.toLowerCase()}-backlog`),
        PolicyType: 'TargetTrackingScaling',
        ScalingTargetId: ref(`${app}ScalableTarget`),
        TargetTrackingScalingPolicyConfiguration: {
          // a task per ten messages waiting, within the service's bounds
          CustomizedMetricSpecification: {
            Namespace: 'AWS/SQS',
            MetricName: 'ApproximateNumberOfMessagesVisible',
            Dimensions: [{ Name: 'QueueName', Value: getAtt(from.main, 'QueueName') }],
            Statistic: 'Average',
          },
          TargetValue: 10,
          ScaleInCooldown: 120,
          ScaleOutCooldown: 60,
        },
      },
    });
}

/** The roles of an application block (its instances', tasks' or functions'); none for any other block. */
export function applicationRoles(ctx: SynthesisContext, blockName: string): string[] {
  const block = ctx.plan.blocks.find((b) => b.name === blockName);
  if (!block || !APPLICATION_BLOCK_KINDS.includes(block.kind)) return [];
  return ctx.computeRoles.filter((role) => ctx.origins[role] === blockName);
}

/**
 * Whether the edge is the block's own front door delivering to the target (the containers' load
 * balancer forwarding to a function), not the application's code calling it.
 */
export function deliveredBy(ctx: SynthesisContext, from: string, to: string): boolean {
  const targets = (ctx.nodes[to] ?? []).map((node) => node.service);
  return (ctx.nodes[from] ?? []).some((node) =>
    serviceById(node.service)?.sends_to?.some((service) => targets.includes(service)),
  );
}

/** The application's code may do exactly what calling `to` takes (send an e-mail from its identity). */
function call(ctx: SynthesisContext, role: string, to: ServiceNode): void {
  const target = serviceById(to.service);
  if (target?.permission_of) grant(ctx, role, target.permission_of.actions, '*');
  else if (target) grantTarget(ctx, role, target, to);
}

/**
 * One edge, by what the two ends are: a function polls a queue or stream; a topic, rule, bucket or
 * API pushes to its target (through the target's resource policy, or a role that may do exactly
 * the target's actions); anything with a role calls the target's API; a service used only
 * through its API (Comprehend, Bedrock) is a permission of its caller.
 */
function wire(ctx: SynthesisContext, from: ServiceNode, to: ServiceNode, access?: 'read'): void {
  const source = serviceById(from.service);
  const spec = serviceById(to.service);
  if (!source || !spec) return;
  const target = asReached(spec, access);
  if (target.permission_of && from.role) {
    grant(ctx, from.role, target.permission_of.actions, '*');
    return;
  }
  if (to.fn && to.role && source.emits === 'poll' && source.read) {
    ensureStream(ctx, from);
    const arn = (source.poll_arn ?? source.target?.arn)?.(from);
    ctx.add(to.name, `${to.name}From${from.name}`, {
      Type: 'AWS::Lambda::EventSourceMapping',
      Properties: {
        EventSourceArn: arn,
        FunctionName: ref(to.fn),
        BatchSize: 10,
        ...(source.poll_params
          ? source.poll_params(from)
          : from.service === 'sqs'
            ? { FunctionResponseTypes: ['ReportBatchItemFailures'] }
            : { StartingPosition: 'LATEST' }),
      },
    });
    for (const g of readGrants(source, from)) grant(ctx, to.role, g.actions, g.resource);
    // a source inside the VPC is read from its own subnets, through its own group
    const door = sourceDoor(ctx, source, from);
    if (door) {
      grant(ctx, to.role, POLLER_NETWORK, '*');
      admitItself(ctx, from.name, door);
    }
    return;
  }
  if (source.emits === 'poll' && source.read && target.reads?.from.includes(from.service)) {
    const arn = (source.poll_arn ?? source.target?.arn)?.(from);
    target.reads.attach(ctx, to, arn);
    for (const g of readGrants(source, from)) grant(ctx, target.reads.role(to), g.actions, g.resource);
    return;
  }
  if (source.push && target.target) {
    const arn = target.target.arn(to);
    const role = (principal: string) => {
      const id = addServiceRole(ctx, from.name, `${from.name}DeliveryRole`, principal);
      grantTarget(ctx, id, target, to);
      return getAtt(id, 'Arn');
    };
    const delivery: Delivery = {
      arn,
      start: target,
      role,
      allow(principal, sourceArn) {
        if (target.accept) {
          target.accept(ctx, to, principal, sourceArn);
          return undefined;
        }
        return role(principal);
      },
    };
    source.push(ctx, from, to, delivery);
    if (source.hands_over && to.fn && to.role)
      grant(ctx, to.role, source.hands_over.actions, source.hands_over.arn(from));
    return;
  }
  if (source.emits === 'poll' && target.target && (source.poll_arn ?? source.target)) {
    addPipe(ctx, from, to);
    return;
  }
  if (from.role && target.target) {
    grantTarget(ctx, from.role, target, to);
    // a caller in the VPC is let through the target's group (an internal load balancer's)
    const door = from.group ? target.admits?.(ctx, to) : undefined;
    if (door && from.group) admit(ctx, to.name, door, from.group);
    target.attach?.(ctx, from, to, source);
    source.calls?.(ctx, from, to, target.target.arn(to));
    if (from.fn)
      addEnvironment(
        ctx,
        from.fn,
        `${to.name.toUpperCase()}_${target.id.replace(/-/g, '_').toUpperCase()}`,
        target.target.env?.(to) ?? ref(to.main),
      );
  }
}

/** Tells a function where its target is (the queue URL, table or topic name) by an environment variable. */
function addEnvironment(ctx: SynthesisContext, fn: string, key: string, value: unknown): void {
  const props = ctx.resources[fn]?.Properties as { Environment?: { Variables: Record<string, unknown> } };
  props.Environment ??= { Variables: {} };
  props.Environment.Variables[key] = value;
}

const PIPE_SOURCE: Record<string, Record<string, unknown>> = {
  sqs: { SqsQueueParameters: { BatchSize: 10 } },
  dynamodb: { DynamoDBStreamParameters: { StartingPosition: 'LATEST', BatchSize: 10 } },
  kinesis: { KinesisStreamParameters: { StartingPosition: 'LATEST', BatchSize: 10 } },
};
/** The source parameters of a stream a pipe reads, where its dead-letter queue is set. */
const STREAM_PARAMETERS: Record<string, string> = {
  dynamodb: 'DynamoDBStreamParameters',
  kinesis: 'KinesisStreamParameters',
};
const PIPE_TARGET: Record<string, Record<string, unknown>> = {
  'step-functions': { StepFunctionStateMachineParameters: { InvocationType: 'FIRE_AND_FORGET' } },
  lambda: { LambdaFunctionParameters: { InvocationType: 'REQUEST_RESPONSE' } },
};

/** An EventBridge pipe from a queue or stream to a target that cannot poll it: its role reads one and calls the other. */
function addPipe(ctx: SynthesisContext, from: ServiceNode, to: ServiceNode, enricher?: ServiceNode): void {
  const source = serviceById(from.service);
  const target = serviceById(to.service);
  if (!source?.read || !target?.target) return;
  ensureStream(ctx, from);
  const sourceArn = (source.poll_arn ?? source.target?.arn)?.(from);
  const targetArn = target.target.arn(to);
  const id = `${from.name}To${to.name}Pipe`;
  const role = addServiceRole(ctx, from.name, `${id}Role`, 'pipes.amazonaws.com');
  for (const g of readGrants(source, from)) grant(ctx, role, g.actions, g.resource);
  grantTarget(ctx, role, target, to);
  grant(ctx, role, ['kms:Decrypt', 'kms:GenerateDataKey'], getAtt('DataKey', 'Arn'));
  const enrichment = enricher?.fn ? getAtt(enricher.fn, 'Arn') : undefined;
  // a job queue is the target; the job definition goes with each job submitted
  const targetParameters =
    to.service === 'batch' && Array.isArray(targetArn)
      ? { BatchJobParameters: { JobDefinition: targetArn[1], JobName: to.name.toLowerCase() } }
      : PIPE_TARGET[to.service];
  let sourceParameters = PIPE_SOURCE[from.service];
  if (from.service === 'amazon-mq') {
    // a broker is read with its user's credentials, from the queue its consumers use
    const secret = ref(`${from.name}Secret`);
    const engine = (ctx.resources[from.main]?.Properties as { EngineType?: string } | undefined)?.EngineType;
    sourceParameters = {
      [engine === 'RABBITMQ' ? 'RabbitMQBrokerParameters' : 'ActiveMQBrokerParameters']: {
        Credentials: { BasicAuth: secret },
        QueueName: 'jobs',
        BatchSize: 10,
      },
    };
  }
  const stream = STREAM_PARAMETERS[from.service];
  if (stream && sourceParameters) {
    // records a stream pipe cannot deliver would be retried until they expire: they go to a queue
    const dlq = addQueue(ctx, from.name, `${id}DeadLetters`);
    grant(ctx, role, ['sqs:SendMessage'], getAtt(dlq, 'Arn'));
    sourceParameters = {
      [stream]: {
        ...(sourceParameters[stream] as Record<string, unknown>),
        MaximumRetryAttempts: 3,
        DeadLetterConfig: { Arn: getAtt(dlq, 'Arn') },
      },
    };
  }
  if (enrichment) grant(ctx, role, ['lambda:InvokeFunction'], enrichment);
  ctx.add(from.name, id, {
    Type: 'AWS::Pipes::Pipe',
    Properties: {
      RoleArn: getAtt(role, 'Arn'),
      Source: sourceArn,
      Target: Array.isArray(targetArn) ? targetArn[0] : targetArn,
      ...(enrichment ? { Enrichment: enrichment } : {}),
      ...(sourceParameters ? { SourceParameters: sourceParameters } : {}),
      ...(targetParameters ? { TargetParameters: targetParameters } : {}),
      DesiredState: 'RUNNING',
    },
  });
}

/** A table read as a stream gets its stream turned on. */
function ensureStream(ctx: SynthesisContext, node: ServiceNode): void {
  if (node.service !== 'dynamodb') return;
  const props = ctx.resources[node.main]?.Properties as Record<string, unknown> | undefined;
  if (props && !props.StreamSpecification)
    props.StreamSpecification = { StreamViewType: 'NEW_AND_OLD_IMAGES' };
}
