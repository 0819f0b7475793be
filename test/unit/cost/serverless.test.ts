import { describe, expect, it } from 'vitest';
import { FREE_TIERS, USAGE } from '#shared/cost/index';
import { estimateFor, priceOf, resourceIn } from '#test/fixtures/cost';

const fn = (memory: number, arch = 'x86_64') => ({
  Type: 'AWS::Lambda::Function',
  Properties: {
    MemorySize: memory,
    Architectures: [arch],
    Runtime: 'nodejs22.x',
    Handler: 'i.h',
    Code: { ZipFile: 'x' },
  },
});

describe('Lambda function', () => {
  it('prices requests and GB-seconds after the free tier, shared by the functions of a template', () => {
    const estimate = estimateFor({ A: fn(512), B: fn(512) });
    const request = priceOf('Lambda', 'requests (x86_64)');
    const gbSecond = priceOf('Lambda', 'duration x86_64, first pricing tier');
    const gbSeconds = (n: number, s: number) => n * s * 0.5;
    const low = gbSeconds(USAGE.lambdaInvocations.min, USAGE.lambdaSecondsPerInvocation.min);
    const high = gbSeconds(USAGE.lambdaInvocations.max, USAGE.lambdaSecondsPerInvocation.max);
    const freeRequests = FREE_TIERS['lambda-requests'].quantity;
    const freeCompute = FREE_TIERS['lambda-compute'].quantity;
    // A uses the free tier first; B gets what is left.
    const a = resourceIn(estimate, 'A');
    const b = resourceIn(estimate, 'B');
    expect(a.monthly.max).toBeCloseTo(
      (USAGE.lambdaInvocations.max - freeRequests) * request + (high - freeCompute) * gbSecond,
      6,
    );
    expect(b.monthly.max).toBeCloseTo(USAGE.lambdaInvocations.max * request + high * gbSecond, 6);
    expect(a.monthly.min).toBeCloseTo(Math.max(0, low - freeCompute) * gbSecond, 6);
    expect(estimate.total.max).toBeCloseTo(a.monthly.max + b.monthly.max, 2);
  });

  it('uses the arm64 rates for an arm64 function', () => {
    const estimate = estimateFor({ A: fn(1024, 'arm64') });
    const high = USAGE.lambdaInvocations.max * USAGE.lambdaSecondsPerInvocation.max;
    expect(resourceIn(estimate, 'A').lines[1].monthly.max).toBeCloseTo(
      (high - FREE_TIERS['lambda-compute'].quantity) *
        priceOf('Lambda', 'duration arm64, first pricing tier'),
      6,
    );
  });
});

describe('API Gateway', () => {
  it('prices REST, HTTP and WebSocket APIs at their own request rates', () => {
    const estimate = estimateFor({
      Rest: { Type: 'AWS::ApiGateway::RestApi', Properties: {} },
      Http: { Type: 'AWS::ApiGatewayV2::Api', Properties: { ProtocolType: 'HTTP' } },
      Socket: { Type: 'AWS::ApiGatewayV2::Api', Properties: { ProtocolType: 'WEBSOCKET' } },
    });
    const rest = priceOf('API Gateway', 'REST API requests, first 333M/month');
    const http = priceOf('API Gateway', 'HTTP API requests, first 300M/month');
    const messages = priceOf('API Gateway', 'WebSocket messages, first 1B');
    const minutes = priceOf('API Gateway', 'WebSocket connection minutes');
    expect(resourceIn(estimate, 'Rest').monthly.min).toBeCloseTo(USAGE.apiRequests.min * rest, 6);
    expect(resourceIn(estimate, 'Http').monthly.max).toBeCloseTo(USAGE.apiRequests.max * http, 6);
    expect(resourceIn(estimate, 'Socket').monthly.min).toBeCloseTo(
      USAGE.websocketMessages.min * messages + USAGE.websocketConnectionMinutes.min * minutes,
      6,
    );
  });
});

describe('Step Functions', () => {
  it('prices Standard transitions after the free 4,000 and Express requests with duration', () => {
    const estimate = estimateFor({
      Standard: { Type: 'AWS::StepFunctions::StateMachine', Properties: {} },
      Express: { Type: 'AWS::StepFunctions::StateMachine', Properties: { StateMachineType: 'EXPRESS' } },
    });
    const transition = priceOf('Step Functions', 'Standard workflow state transitions');
    expect(resourceIn(estimate, 'Standard').monthly.min).toBeCloseTo(
      (USAGE.standardTransitions.min - FREE_TIERS['stepfunctions-transitions'].quantity) * transition,
      6,
    );
    const requests = priceOf('Step Functions', 'Express workflow requests');
    const duration = priceOf('Step Functions', 'Express workflow duration, first tier');
    const n = USAGE.expressRequests.max;
    expect(resourceIn(estimate, 'Express').monthly.max).toBeCloseTo(
      n * requests + n * USAGE.expressGbSecondsPerRequest.max * duration,
      6,
    );
  });
});

describe('SQS and SNS', () => {
  it('prices queue requests after the shared free million, FIFO at its own rate', () => {
    const estimate = estimateFor({
      Plain: { Type: 'AWS::SQS::Queue', Properties: {} },
      Ordered: { Type: 'AWS::SQS::Queue', Properties: { FifoQueue: true } },
    });
    const standard = priceOf('SQS', 'SQS standard queue requests (after free tier, first tier)');
    const fifo = priceOf('SQS', 'SQS FIFO queue requests (first tier)');
    expect(resourceIn(estimate, 'Plain').monthly.max).toBeCloseTo(
      (USAGE.queueRequests.max - 1_000_000) * standard,
      6,
    );
    expect(resourceIn(estimate, 'Ordered').monthly.max).toBeCloseTo(USAGE.queueRequests.max * fifo, 6);
  });

  it('prices a dead-letter queue by what fails, not by the traffic of a working queue', () => {
    const estimate = estimateFor({
      Work: {
        Type: 'AWS::SQS::Queue',
        Properties: {
          RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': ['WorkFailed', 'Arn'] }, maxReceiveCount: 5 },
        },
      },
      WorkFailed: { Type: 'AWS::SQS::Queue', Properties: {} },
      HandlerFailed: { Type: 'AWS::SQS::Queue', Properties: {} },
      Handler: {
        ...fn(512),
        Properties: {
          ...fn(512).Properties,
          DeadLetterConfig: { TargetArn: { 'Fn::GetAtt': ['HandlerFailed', 'Arn'] } },
        },
      },
    });
    // a working queue keeps its profile; the queues only failures reach cost cents at most
    expect(resourceIn(estimate, 'Work').monthly.max).toBeGreaterThan(1);
    expect(resourceIn(estimate, 'WorkFailed').monthly.max).toBeLessThan(0.01);
    expect(resourceIn(estimate, 'HandlerFailed').monthly.max).toBeLessThan(0.01);
  });

  it('prices topic publishes and email deliveries beyond their free tiers', () => {
    const estimate = estimateFor({
      Alerts: {
        Type: 'AWS::SNS::Topic',
        Properties: { Subscription: [{ Protocol: 'email', Endpoint: 'ops@example.com' }] },
      },
    });
    const publish = priceOf('SNS', 'SNS standard topic publish/API requests');
    const email = priceOf('SNS', 'SNS email deliveries');
    const n = USAGE.topicPublishes.max;
    const inbox = USAGE.inboxDeliveries.max;
    expect(resourceIn(estimate, 'Alerts').monthly.max).toBeCloseTo(
      (n - FREE_TIERS['sns-publishes'].quantity) * publish +
        (inbox - FREE_TIERS['sns-email'].quantity) * email,
      6,
    );
  });

  it('prices an e-mail subscription as one inbox reads it, not at a machine rate', () => {
    // "alert me by email when the bill passes 500 USD": cents a month, never tens of dollars
    const estimate = estimateFor({
      Topic: { Type: 'AWS::SNS::Topic', Properties: {} },
      Me: {
        Type: 'AWS::SNS::Subscription',
        Properties: { TopicArn: { Ref: 'Topic' }, Protocol: 'email', Endpoint: 'it@example.sa' },
      },
    });
    expect(resourceIn(estimate, 'Me').monthly.max).toBeLessThan(1);
  });
});
