import { describe, expect, it } from 'vitest';
import { NAMED_SERVICES } from '#shared/generation/checklist/service-names';
import { refineBasis } from '#shared/generation/refine/compose';

/** The checklist's service entries a brief gives rise to, by name ("No X" for a negated one). */
const namedIn = (brief: string) =>
  NAMED_SERVICES.filter((s) => s.pattern.test(brief.toLowerCase())).map((s) => s.name);

describe('a follow-up instruction on a finished design', () => {
  it('keeps what the earlier brief asked for and adds what the instruction asks', () => {
    const before = 'A web API on Lambda with a DynamoDB table for orders.';
    const { prompt } = refineBasis(
      { prompt: before, options: {} },
      { instruction: 'Same as before, but add an SQS queue.' },
    );
    expect(prompt.startsWith(before)).toBe(true);
    expect(namedIn(prompt)).toEqual(expect.arrayContaining(['AWS Lambda', 'Amazon DynamoDB', 'Amazon SQS']));
  });

  it('takes out only the part that names what is removed, and says the removal as a negation', () => {
    const refined = refineBasis(
      {
        prompt: 'Containers on ECS behind an application load balancer, reading jobs from an SQS queue.',
        options: {},
      },
      { instruction: 'Actually drop the load balancer and add a dead-letter queue.' },
    );
    expect(refined.removed).toEqual(['Application Load Balancer']);
    const [earlier, said] = refined.prompt.split('\n\n');
    expect(earlier).toBe('Containers on ECS, reading jobs from an SQS queue.');
    expect(said).toBe('No load balancer. Add a dead-letter queue.');
  });

  it('reads an Arabic removal and answers it in Arabic', () => {
    const refined = refineBasis(
      { prompt: 'تطبيق ويب على حاويات ECS مع قاعدة بيانات MySQL وذاكرة تخزين مؤقت Redis', options: {} },
      { instruction: 'احذف Redis' },
    );
    expect(refined.removed).toEqual(['Amazon ElastiCache (Valkey/Redis)']);
    expect(refined.prompt).toBe('تطبيق ويب على حاويات ECS مع قاعدة بيانات MySQL\n\nبدون Redis.');
  });

  it("takes out what the vocabulary names, in any of its words and forms, not only the checklist's names", () => {
    const topic = refineBasis(
      {
        prompt: 'A Lambda function publishes alerts to a topic, and a queue buffers the orders.',
        options: {},
      },
      { instruction: 'Remove the topic.' },
    );
    expect(topic.removed).toEqual(['Amazon SNS topic']);
    expect(topic.prompt.split('\n\n')[1]).toBe('No topic.');
    // an Arabic plural with the article and an attached preposition
    const queues = refineBasis(
      { prompt: 'دالة لامدا تقرأ الطلبات من طابور SQS', options: {} },
      { instruction: 'احذف الطوابير' },
    );
    expect(queues.removed).toEqual(['Amazon SQS queue']);
  });

  it('replaces a restated value instead of adding a second one (resize)', () => {
    const refined = refineBasis(
      { prompt: 'Two EC2 instances of type t3.medium and a db.t3.micro MySQL database.', options: {} },
      { instruction: 'Resize the instances to m5.large.' },
    );
    expect(refined.prompt).toContain('Two EC2 instances of type m5.large and a db.t3.micro MySQL database.');
    expect(refined.replaced).toEqual([{ slot: 'instance type', from: ['t3.medium'], to: 'm5.large' }]);
  });

  it('moves the region: the earlier place and the region chosen beside the brief give way', () => {
    const moved = refineBasis(
      {
        prompt: 'A static site with a contact form, hosted in Bahrain.',
        options: { region: 'me-south-1', monthly_budget_usd: 40 },
      },
      { instruction: 'Move it to Frankfurt.' },
    );
    expect(moved.prompt).toContain('hosted in Frankfurt.');
    expect(moved.options).toEqual({ monthly_budget_usd: 40 });
    const coded = refineBasis(
      { prompt: 'A static site.', options: { region: 'me-south-1' } },
      { instruction: 'Use eu-central-1 instead.' },
    );
    expect(coded.options.region).toBe('eu-central-1');
    const chosen = refineBasis(
      { prompt: 'A static site.', options: { region: 'me-south-1' } },
      { instruction: 'Make it cheaper.', options: { region: 'me-central-1' } },
    );
    expect(chosen.options.region).toBe('me-central-1');
  });

  it('answers the earlier questions differently and never leaves a run free to ask again', () => {
    const answered = [
      { id: 'users', question: 'How many users?', default: 'About 50', answer: 'About 50', defaulted: true },
      { id: 'budget', question: 'Budget?', default: '50 USD', answer: '100 USD', defaulted: false },
    ];
    const refined = refineBasis(
      { prompt: 'Something for my shop', options: {}, answered },
      { instruction: 'Plan for more users.', answers: { users: 'About 2,000 at a time' } },
    );
    expect(refined.answered).toEqual([
      { ...answered[0], answer: 'About 2,000 at a time', defaulted: false },
      answered[1],
    ]);
    expect(
      refineBasis({ prompt: 'A static site.', options: {} }, { instruction: 'Add a CDN.' }).answered,
    ).toEqual([]);
  });

  it('reads a replacement as a removal of what goes out, and names only what comes in', () => {
    const swapped = refineBasis(
      { prompt: 'A REST API on Lambda that stores customer profiles in a DynamoDB table.', options: {} },
      { instruction: 'Use Aurora PostgreSQL instead of DynamoDB.' },
    );
    expect(swapped.removed).toEqual(['Amazon DynamoDB table']);
    expect(swapped.prompt).toBe('A REST API on Lambda.\n\nNo DynamoDB. Use Aurora PostgreSQL.');
    const replaced = refineBasis(
      { prompt: 'An SQS queue of invoices that a Lambda function turns into PDFs.', options: {} },
      { instruction: 'Replace the Lambda function with a container service on ECS Fargate.' },
    );
    expect(replaced.removed).toEqual(['AWS Lambda function']);
    expect(replaced.prompt.split('\n\n')[1]).toBe('No Lambda function. A container service on ECS Fargate.');
  });

  it('keeps a service named in the same clause as the one taken out, in Arabic too', () => {
    const refined = refineBasis(
      { prompt: 'دالة لامبدا تقرأ الطلبات من طابور SQS وتكتبها في جدول DynamoDB.', options: {} },
      { instruction: 'استخدم حاويات فارجيت بدلاً من لامبدا.' },
    );
    expect(refined.removed).toEqual(['AWS Lambda function']);
    const [earlier, said] = refined.prompt.split('\n\n');
    expect(namedIn(earlier ?? '')).toEqual(expect.arrayContaining(['Amazon SQS', 'Amazon DynamoDB']));
    expect(said).toBe('بدون لامبدا. استخدم حاويات فارجيت.');
  });
});
