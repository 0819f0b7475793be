import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { resourcesOfBrief } from '#test/fixtures/generation';

const typesOf = (brief: string) => resourcesOfBrief(brief).map((r) => r.type);

/**
 * A service a brief names by a plain word ("a topic", "a table") beside a workload's words is
 * built unless that workload's block builds it: the queue worker's block builds a queue and a
 * function, never a topic, so "a topic that fans out to queues" gets its topic.
 */
describe('services named by phrase that no workload block builds', () => {
  it.each([
    'Publish shipment events to a notification topic that fans out to two separate queues.',
    'Process refund messages from a queue with a worker function, and e-mail ops@example.org when messages end up in the dead-letter queue.',
    'notificaton topic that emails the support team when the nightly import fails',
  ])('%s', (brief) => {
    expect(typesOf(brief)).toContain('AWS::SNS::Topic');
  });
});

/**
 * A table things are saved in, said in plain words, is a key-value table (and what an
 * application keeps there is that table's data, not a relational database's); a table billed on
 * demand is DynamoDB's. (The Arabic forms, "نحفظها في جدول", were read so already.)
 */
describe('a table named by plain words', () => {
  it.each([
    'Poll the exchange-rate feed every 10 minutes and store the rates in a table.',
    'every 15 minutes fetch teh fuel prices and save them into a table',
    'orders table, on-demand billing, point in time recovery switched on',
    'tabel for the orders, on-demand billing',
  ])('%s', (brief) => {
    const types = typesOf(brief);
    expect(types).toContain('AWS::DynamoDB::Table');
    expect(types).not.toContain('AWS::RDS::DBInstance');
  });
});

/** A monthly report or statement run is a schedule (English and Arabic). */
describe('a monthly run', () => {
  it.each([
    'A monthly report function reads the Postgres database and e-mails a PDF to managers through SES.',
    'A monthly statements job e-mails each customer their PDF via SES',
    'دالة تعد تقرير شهري من قاعدة البيانات وترسله بالبريد عبر SES',
  ])('%s', (brief) => {
    const types = typesOf(brief);
    expect(types.some((t) => t === 'AWS::Scheduler::Schedule' || t === 'AWS::Events::Rule')).toBe(true);
  });
});

/**
 * An EventBridge rule said to run on a schedule is a schedule that starts its target, not an event
 * bus beside a schedule with nothing between them; a rule matching events stays a rule.
 */
describe('an EventBridge rule said to run on a schedule', () => {
  it.each([
    'EventBridge rule every weekday at 6pm Riyadh time that triggers a Lambda to stop our dev servers',
    'An EventBridge rule that runs every day at 2am and triggers a Lambda',
    'a scheduled eventbridge rule triggers my lambda hourly',
  ])('%s', (brief) => {
    const services = (requirementsFromBrief({ prompt: brief }).services ?? []).map((s) => s.service);
    expect(services).toContain('eventbridge-scheduler');
    expect(services).not.toContain('eventbridge');
  });

  it('keeps a rule that matches events a rule', () => {
    const brief = 'EventBridge rule matching EC2 instance state stopped events sends them to a Lambda';
    const services = (requirementsFromBrief({ prompt: brief }).services ?? []).map((s) => s.service);
    expect(services).toContain('eventbridge');
    expect(services).not.toContain('eventbridge-scheduler');
  });
});
