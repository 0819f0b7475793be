import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';

const services = (prompt: string) =>
  Object.fromEntries((requirementsFromBrief({ prompt }).services ?? []).map((s) => [s.service, s.count]));
const kinds = (prompt: string) => requirementsFromBrief({ prompt }).workloads.map((w) => w.kind);

describe('a word of several senses', () => {
  it.each([
    'طابور باسم invoice-jobs تعالجه دالة تنشئ الفواتير وتحفظها في الحاوية.',
    'دالة Lambda تقرأ الرسائل من طابور SQS وتخزن كل فاتورة في حاوية.',
  ])('is a bucket where its clause keeps things in it: %s', (brief) => {
    const read = requirementsFromBrief({ prompt: brief });
    const stores = [...(read.services ?? []).map((s) => s.service), ...read.workloads.map((w) => w.kind)];
    expect(stores.some((s) => s === 's3' || s === 'file-storage')).toBe(true);
  });

  it('is no bucket where its clause runs it', () => {
    expect(kinds('حاويات تعمل على فارجيت خلف موازن أحمال، والصور محفوظة في سجل ECR.')).not.toContain(
      'file-storage',
    );
  });
});

describe('counts read from the words around a name', () => {
  it('a list before a plural name is as many as its items', () => {
    expect(services('The shipping and the billing queues each feed a Lambda function.').sqs).toBe(2);
    expect(services('The orders, payments and refunds queues are read by one Lambda function.').sqs).toBe(3);
    expect(services('A Lambda function reads and writes the SQS queues.').sqs).toBe(1);
  });

  it.each([
    [
      'each queue has its own worker function',
      'Orders go to an SNS topic; the shipping and the billing queues each get a copy, and each queue has its own worker function.',
    ],
    [
      'one function per queue',
      'Three SQS queues for orders, refunds and invoices, with one Lambda function per queue.',
    ],
  ])('"%s" gives as many of one as of the other', (_, brief) => {
    const read = services(brief);
    expect(read.lambda).toBe(read.sqs);
    expect(read.sqs).toBeGreaterThan(1);
  });
});
