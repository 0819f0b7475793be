import { DEAD_LETTER_KEYS } from '#shared/cfn/dead-letter';
import { isUnknown } from '#shared/cfn/unknown';
import { USAGE } from '../profiles';
import type { Draft, Pricer, PricingContext } from '../types';
import { flag, listOf, mapOf, multiply, numberOf, scale, text, unreadable, usage } from './read';

/** Lambda function: requests and GB-seconds (usage profile x the function's memory), per architecture. */
export const lambdaFunction: Pricer = (resource) => {
  const { properties } = resource;
  const memory = properties.MemorySize === undefined ? 128 : numberOf(properties.MemorySize);
  if (memory === undefined)
    return { drivers: [], usage: [], unpriced: [unreadable('memory size', properties.MemorySize)] };
  const architectures = listOf(properties.Architectures);
  const arch = architectures ? text(architectures[0]) : 'x86_64';
  if (arch !== 'x86_64' && arch !== 'arm64') {
    return { drivers: [], usage: [], unpriced: [unreadable('architecture', properties.Architectures)] };
  }
  const gbSeconds = scale(multiply(USAGE.lambdaInvocations, USAGE.lambdaSecondsPerInvocation), memory / 1024);
  const draft: Draft = {
    drivers: [`${memory} MB ${arch}`, 'invocations', 'duration'],
    usage: [
      usage('requests', 'Lambda', `requests (${arch})`, USAGE.lambdaInvocations, 'lambda-requests'),
      usage(
        'compute (GB-seconds)',
        'Lambda',
        `duration ${arch}, first pricing tier`,
        gbSeconds,
        'lambda-compute',
      ),
    ],
    unpriced: [],
  };
  const storage = numberOf(mapOf(properties.EphemeralStorage)?.Size);
  if (storage !== undefined && storage > 512) {
    draft.drivers.push(`${storage} MB ephemeral storage`);
    if (arch === 'arm64')
      draft.unpriced?.push('The price list has no arm64 price for ephemeral storage above 512 MB.');
    else {
      const seconds = multiply(USAGE.lambdaInvocations, USAGE.lambdaSecondsPerInvocation);
      draft.usage.push(
        usage(
          'ephemeral storage above 512 MB (GB-seconds)',
          'Lambda',
          'ephemeral storage above 512 MB (x86_64)',
          scale(seconds, (storage - 512) / 1024),
        ),
      );
    }
  }
  return draft;
};

/** REST API (API Gateway v1 or SAM Api): requests (usage profile). */
export const restApi: Pricer = () => ({
  drivers: ['API requests'],
  usage: [
    usage('REST API requests', 'API Gateway', 'REST API requests, first 333M/month', USAGE.apiRequests),
  ],
});

/** HTTP or WebSocket API (API Gateway v2 or SAM HttpApi): requests, or messages and connection minutes. */
export const apiV2: Pricer = (resource) => {
  const raw = resource.properties.ProtocolType;
  const protocol = resource.type === 'AWS::Serverless::HttpApi' ? 'HTTP' : text(raw);
  if (protocol === 'HTTP') {
    return {
      drivers: ['API requests'],
      usage: [
        usage('HTTP API requests', 'API Gateway', 'HTTP API requests, first 300M/month', USAGE.apiRequests),
      ],
    };
  }
  if (protocol === 'WEBSOCKET') {
    return {
      drivers: ['WebSocket messages', 'connection minutes'],
      usage: [
        usage('WebSocket messages', 'API Gateway', 'WebSocket messages, first 1B', USAGE.websocketMessages),
        usage(
          'connection minutes',
          'API Gateway',
          'WebSocket connection minutes',
          USAGE.websocketConnectionMinutes,
        ),
      ],
    };
  }
  return { drivers: [], usage: [], unpriced: [unreadable('API protocol', raw)] };
};

/** Step Functions state machine: state transitions (Standard) or requests and duration (Express). */
export const stateMachine: Pricer = (resource) => {
  const raw = resource.properties.StateMachineType ?? resource.properties.Type;
  const type = raw === undefined ? 'STANDARD' : text(raw);
  if (type === 'STANDARD') {
    return {
      drivers: ['state transitions'],
      usage: [
        usage(
          'state transitions',
          'Step Functions',
          'Standard workflow state transitions',
          USAGE.standardTransitions,
          'stepfunctions-transitions',
        ),
      ],
    };
  }
  if (type === 'EXPRESS') {
    return {
      drivers: ['workflow requests', 'duration'],
      usage: [
        usage('workflow requests', 'Step Functions', 'Express workflow requests', USAGE.expressRequests),
        usage(
          'duration (GB-seconds)',
          'Step Functions',
          'Express workflow duration, first tier',
          multiply(USAGE.expressRequests, USAGE.expressGbSecondsPerRequest),
        ),
      ],
    };
  }
  return { drivers: [], usage: [], unpriced: [unreadable('workflow type', raw)] };
};

/** SQS queue: requests (usage profile), standard or FIFO. */
export const queue: Pricer = (resource, context) => {
  const fifo = flag(resource.properties.FifoQueue) ?? false;
  const deadLetters = isDeadLetterTarget(resource.logicalId, context);
  return {
    drivers: [deadLetters ? 'failed messages' : fifo ? 'FIFO requests' : 'requests'],
    usage: [
      usage(
        'requests',
        'SQS',
        fifo
          ? 'SQS FIFO queue requests (first tier)'
          : 'SQS standard queue requests (after free tier, first tier)',
        deadLetters ? USAGE.deadLetterRequests : USAGE.queueRequests,
        'sqs-requests',
      ),
    ],
  };
};

/**
 * Another resource of the template sends its failures to this queue: it receives what failed
 * every retry, not the traffic of a working queue (a dead-letter queue priced as one was up to
 * 7.60 USD a month beside every function).
 */
function isDeadLetterTarget(id: string, context: PricingContext): boolean {
  const names = (value: unknown, underDeadLetter: boolean): boolean => {
    if (isUnknown(value)) return underDeadLetter && (value.refs ?? []).includes(id);
    if (Array.isArray(value)) return value.some((v) => names(v, underDeadLetter));
    const map = mapOf(value);
    if (!map) return false;
    return Object.entries(map).some(([key, v]) => names(v, underDeadLetter || DEAD_LETTER_KEYS.has(key)));
  };
  for (const [other, resource] of context.resources)
    if (other !== id && names(resource.properties, false)) return true;
  return false;
}

/** Per protocol: its price-list kind, its free tier, and how many deliveries (a person's inbox gets fewer than a machine). */
const DELIVERIES: Record<
  string,
  { kind: string; freeTier?: 'sns-http' | 'sns-email'; volume?: keyof typeof USAGE }
> = {
  http: { kind: 'SNS HTTP/S deliveries', freeTier: 'sns-http' },
  https: { kind: 'SNS HTTP/S deliveries', freeTier: 'sns-http' },
  email: { kind: 'SNS email deliveries', freeTier: 'sns-email', volume: 'inboxDeliveries' },
  'email-json': { kind: 'SNS email deliveries', freeTier: 'sns-email', volume: 'inboxDeliveries' },
  sqs: { kind: 'SNS deliveries to SQS' },
  lambda: { kind: 'SNS deliveries to Lambda' },
};

/** One SNS delivery per publish to a subscription of this protocol. */
function delivery(protocolValue: unknown): Draft {
  const protocol = text(protocolValue)?.toLowerCase();
  const known = protocol ? DELIVERIES[protocol] : undefined;
  if (!known) {
    return {
      drivers: [],
      usage: [],
      unpriced: [
        protocol
          ? `SNS ${protocol} deliveries are not in the price list.`
          : unreadable('subscription protocol', protocolValue),
      ],
    };
  }
  return {
    drivers: [`${protocol} deliveries`],
    usage: [
      usage(
        `${protocol} deliveries`,
        'SNS',
        known.kind,
        USAGE[known.volume ?? 'topicPublishes'],
        known.freeTier,
      ),
    ],
  };
}

/** SNS topic: publishes (usage profile) and a delivery per publish to each inline subscription. */
export const topic: Pricer = (resource) => {
  if (flag(resource.properties.FifoTopic)) {
    return { drivers: [], usage: [], unpriced: ['The price list has no SNS FIFO topic prices.'] };
  }
  const draft: Draft = {
    drivers: ['publishes'],
    usage: [
      usage(
        'publishes',
        'SNS',
        'SNS standard topic publish/API requests',
        USAGE.topicPublishes,
        'sns-publishes',
      ),
    ],
    unpriced: [],
  };
  for (const subscription of listOf(resource.properties.Subscription) ?? []) {
    const part = delivery(mapOf(subscription)?.Protocol);
    draft.drivers.push(...part.drivers);
    draft.usage.push(...part.usage);
    draft.unpriced?.push(...(part.unpriced ?? []));
  }
  return draft;
};

/** SNS subscription: a delivery per publish to its topic. */
export const subscription: Pricer = (resource) => delivery(resource.properties.Protocol);
