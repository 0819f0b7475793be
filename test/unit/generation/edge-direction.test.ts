import { describe, expect, it } from 'vitest';
import { chiefArchitect, leadArchitect } from '#functions/lib/generation/architects';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { offlinePlanner } from '#functions/lib/simulators/offline-planner/index';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { connectionItems } from '#shared/generation/checklist/connections';
import { templateResources } from '#shared/generation/checklist/template-facts';
import type { GenerationRequest } from '#shared/generation/request';
import { synthesize } from '#shared/generation/synthesis/index';

/** The edges the offline reader reads, by service id (a building block by its name). */
function edges(prompt: string): string[] {
  const r = requirementsFromBrief({ prompt });
  const id = (name: string) => r.services?.find((s) => s.name === name)?.service ?? name;
  return (r.connections ?? []).map((c) => `${id(c.from)}>${id(c.to)}`);
}

/** A brief through the offline reader and planner to synthesis. */
function built(prompt: string) {
  const requirements = requirementsFromBrief({ prompt });
  const synthesized = synthesize(planFromRequirements(requirements), requirements);
  const resources = templateResources(synthesized.text);
  return { resources, items: connectionItems(synthesized.edges ?? [], resources) };
}

const policiesOf = (resources: ReturnType<typeof templateResources>, role: string) =>
  JSON.stringify(resources.find((r) => r.id === role)?.props.Policies ?? []);

describe('the way an edge goes comes from the verb that joins its services', () => {
  it.each([
    'Card swipes arrive on Kinesis, a Lambda scores each one for fraud, and suspicious ones go to an SNS topic for the risk team.',
    'A Lambda function checks each upload; rejected files go into an SQS queue for review.',
    'دالة لامدا تفحص كل عملية، والعمليات المشبوهة تروح لموضوع SNS لفريق المخاطر.',
    'دالة Lambda تفحص الطلبات، والطلبات المرفوضة تذهب إلى طابور SQS للمراجعة.',
  ])('what "goes to" a topic or queue after a function is sent there by it: %s', (brief) => {
    const read = edges(brief);
    expect(
      read.some((e) => /^lambda>(sns|sqs)$/.test(e)),
      read.join(' '),
    ).toBe(true);
    expect(read.filter((e) => /^(sns|sqs)>lambda$/.test(e))).toEqual([]);
  });

  it("a verb the service before it cannot do is its clause's subject's", () => {
    const read = edges(
      'A Lambda function stores each order in a DynamoDB table and then publishes a message to an SNS topic.',
    );
    expect(read).toContain('lambda>sns');
    expect(read).not.toContain('sns>lambda');
  });

  it('so is a store named after one that neither reaches nor is reached by it', () => {
    const read = edges(
      'API Gateway calls a Lambda function that sends each event to an SQS queue; a Lambda consumes the queue and records the payments in a DynamoDB table.',
    );
    expect(read).toContain('lambda>Items');
    expect(read).not.toContain('api-gateway>Items');
  });

  it('the verb after a phrase that qualifies a service ("behind", "triggered by") is that service\'s', () => {
    const read = edges('A Lambda function behind API Gateway writes each booking to a DynamoDB table.');
    expect(read).toEqual(expect.arrayContaining(['api-gateway>lambda', 'lambda>Items']));
    expect(read).not.toContain('api-gateway>Items');
    expect(edges('The Lambda behind our order API puts every order onto a Kinesis data stream.')).toContain(
      'lambda>Events',
    );
  });

  it('"takes from" a source that starts others is fed by it, even after a verb that sends', () => {
    for (const prompt of [
      'A Lambda function, which sends alerts, reads events from the SQS queue.',
      'دالة Lambda، التي ترسل التنبيهات، تقرأ من طابور SQS الأحداث',
    ]) {
      expect(edges(prompt), prompt).toContain('sqs>lambda');
      expect(edges(prompt), prompt).not.toContain('lambda>sqs');
    }
    // and calls a store it reads
    const store = edges('A Lambda function reads the customer from a DynamoDB table');
    expect(store).toContain('lambda>Items');
    expect(store).not.toContain('Items>lambda');
  });
});

describe('a flow never comes back into where it started', () => {
  it('a worker the words join to the queue a function sends to is a second function, which does the rest', () => {
    for (const prompt of [
      'API Gateway calls a Lambda function that sends each job to an SQS queue; a worker Lambda reads from the queue and saves the result in an S3 bucket.',
      'بوابة API تستدعي دالة Lambda ترسل كل مهمة إلى طابور SQS، ودالة Lambda ثانية تقرأ من الطابور وتحفظ النتيجة في حاوية S3.',
    ]) {
      const r = requirementsFromBrief({ prompt });
      const functions = (r.services ?? []).filter((s) => s.service === 'lambda').map((s) => s.name);
      expect(functions, prompt).toHaveLength(2);
      const [producer, worker] = functions;
      const joined = (r.connections ?? []).map((c) => `${c.from}>${c.to}`);
      expect(joined, prompt).toEqual(
        expect.arrayContaining([`${producer}>Queue`, `Queue>${worker}`, `${worker}>Files`]),
      );
      expect(joined, prompt).not.toContain(`Queue>${producer}`);
    }
  });
});

describe('an edge is wired on both of its sides', () => {
  it('a function a bucket event starts may read the object the event names', () => {
    const { resources, items } = built(
      'When a file lands in the imports bucket, a Lambda function parses it and writes the rows to a DynamoDB table.',
    );
    expect(policiesOf(resources, 'HandlerRole')).toContain('s3:GetObject');
    expect(policiesOf(resources, 'HandlerRole')).toContain('FilesBucket.Arn}/*');
    const started = items.find((i) => i.kind === 'connection' && /^Files reaches/.test(i.requirement));
    expect(started?.status).toBe('met');
    // without the read, the edge is not met
    const unread = resources.map((r) =>
      r.id === 'HandlerRole' ? JSON.parse(JSON.stringify(r).replace(/"s3:GetObject",?/g, '')) : r,
    );
    const again = connectionItems(
      synthesize(
        planFromRequirements(
          requirementsFromBrief({
            prompt:
              'When a file lands in the imports bucket, a Lambda function parses it and writes the rows to a DynamoDB table.',
          }),
        ),
        requirementsFromBrief({
          prompt:
            'When a file lands in the imports bucket, a Lambda function parses it and writes the rows to a DynamoDB table.',
        }),
      ).edges ?? [],
      unread,
    );
    expect(again.find((i) => i.requirement === started?.requirement)?.status).toBe('not-met');
  });
});

describe('a caller that only reads', () => {
  it('may only read the store it takes from, and the wiring check holds it to that', () => {
    for (const prompt of [
      'A Lambda function behind API Gateway reads the customer from a DynamoDB table.',
      'دالة Lambda خلف بوابة API تقرأ من جدول DynamoDB بيانات العميل',
    ]) {
      const { resources, items } = built(prompt);
      const role = policiesOf(resources, 'HandlerRole');
      expect(role, prompt).toContain('dynamodb:GetItem');
      expect(role, prompt).not.toContain('dynamodb:PutItem');
      expect(
        items.filter((i) => i.kind === 'connection' && i.status !== 'met'),
        prompt,
      ).toEqual([]);
    }
    // one that writes keeps its write actions
    expect(
      policiesOf(
        built('A Lambda function writes each customer to a DynamoDB table.').resources,
        'HandlerRole',
      ),
    ).toContain('dynamodb:PutItem');
  });
});

describe('long work', () => {
  it('moves only the work that is long: the function an API waits on stays a function', async () => {
    const ports = { model: offlinePlanner() };
    const prompt =
      'A small REST API (API Gateway with a Lambda) returns report status from a DynamoDB table. Separately, a nightly reconciliation job runs for hours over the bank files in S3.';
    const { questions: _, ...requirements } = await chiefArchitect({ prompt } as GenerationRequest, ports);
    const synthesized = synthesize(await leadArchitect(requirements, ports), requirements);
    const resources = templateResources(synthesized.text);
    const functions = resources.filter((r) => r.type === 'AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(0);
    expect(functions.filter((f) => Number(f.props.Timeout) > 900)).toEqual([]);
    expect(resources.some((r) => r.type === 'AWS::ECS::TaskDefinition')).toBe(true);
    // the API still reaches its function, and the long work is a task a workflow runs
    const method = resources.find((r) => r.type === 'AWS::ApiGateway::Method');
    expect(JSON.stringify(method?.props)).toMatch(/HandlerFunction/);
    expect(resources.some((r) => r.type === 'AWS::StepFunctions::StateMachine')).toBe(true);
    const items = connectionItems(synthesized.edges ?? [], resources);
    expect(items.filter((i) => i.kind === 'connection' && i.status !== 'met')).toEqual([]);
  });
});

describe('how often is not how long', () => {
  it('a function that runs every hour or every two hours stays a function', async () => {
    const ports = { model: offlinePlanner() };
    for (const prompt of [
      'A Lambda function runs every 2 hours and writes a report to S3.',
      'دالة Lambda تعمل كل ساعة وتحفظ ملخص المبيعات في حاوية S3.',
    ]) {
      const { questions: _, ...requirements } = await chiefArchitect({ prompt } as GenerationRequest, ports);
      const resources = templateResources(
        synthesize(await leadArchitect(requirements, ports), requirements).text,
      );
      expect(resources.filter((r) => r.type === 'AWS::Lambda::Function').length, prompt).toBeGreaterThan(0);
      expect(
        resources.filter((r) => r.type === 'AWS::ECS::TaskDefinition'),
        prompt,
      ).toEqual([]);
    }
  });
});

describe('e-mail addresses', () => {
  it('each address the brief lists is a subscription of its own', () => {
    for (const prompt of [
      'An SNS topic for billing alerts that emails finance@example.com, ops@example.com and cfo@example.com.',
      'موضوع SNS للتنبيهات يرسل بريدا إلى finance@example.com و cfo@example.com و ops@example.com',
    ]) {
      const { resources } = built(prompt);
      const mail = resources
        .filter((r) => r.type === 'AWS::SNS::Subscription' && r.props.Protocol === 'email')
        .map((r) => r.props.Endpoint);
      expect(mail, prompt).toEqual(
        expect.arrayContaining(['finance@example.com', 'cfo@example.com', 'ops@example.com']),
      );
    }
  });
});
