import { describe, expect, it } from 'vitest';
import { refineBasis } from '#shared/generation/refine/compose';
import { designOfBrief } from '#test/fixtures/generation';

/** The resources of one type in the new version's design, after the instruction. */
function refined(brief: string, instruction: string, type: string) {
  const { prompt, removed } = refineBasis({ prompt: brief, options: {} }, { instruction });
  return { prompt, removed, built: designOfBrief(prompt).resources.filter((r) => r.type === type) };
}

const nameOf = (props: Record<string, unknown>) =>
  String(props.QueueName ?? props.FunctionName ?? props.BucketName ?? props.TopicName ?? '');

describe('a removal that names one member of a list takes out that member, not its family', () => {
  it('keeps the other queues when one of three named queues goes (English and Arabic)', () => {
    const english = refined(
      'Three SQS queues: billing, inventory and alerts, each read by its own Lambda function.',
      'Remove the alerts queue.',
      'AWS::SQS::Queue',
    );
    expect(english.removed).toEqual([]);
    expect(english.prompt).not.toMatch(/alerts/);
    expect(english.prompt).toMatch(/billing, inventory/);
    // two queues stay (each with its dead-letter queue), one fewer than before
    const main = (queues: { id: string; props: Record<string, unknown> }[]) =>
      queues.filter((q) => !/dead|dlq/i.test(`${q.id} ${nameOf(q.props)}`));
    expect(main(english.built)).toHaveLength(2);

    const arabic = refineBasis(
      { prompt: 'نبي ثلاث طوابير SQS: billing و inventory و alerts', options: {} },
      { instruction: 'احذفوا alerts' },
    ).prompt;
    expect(arabic).not.toMatch(/alerts/);
    expect(arabic).toMatch(/billing/);
    expect(arabic).toMatch(/inventory/);
  });

  it('lowers the count said before the list, so no unnamed extra is built', () => {
    const functions = refined(
      'An HTTP API with two Lambda functions, create-order and get-order, writing to a DynamoDB table.',
      'Drop get-order.',
      'AWS::Lambda::Function',
    );
    expect(functions.built).toHaveLength(1);
    expect(functions.prompt).not.toMatch(/get-order/);

    const buckets = refined(
      'Two S3 buckets, raw-uploads and processed-files, and a Lambda function that copies between them.',
      'Remove processed-files; the function writes back into raw-uploads.',
      'AWS::S3::Bucket',
    );
    expect(buckets.built.map((b) => nameOf(b.props))).toContain('raw-uploads');
    expect(buckets.prompt).not.toMatch(/processed-files/);
  });

  it('still takes a whole family out when the removal names no member', () => {
    const { removed, built } = refined(
      'Three SQS queues: billing, inventory and alerts, each read by its own Lambda function.',
      'Remove the queues, the functions will be called directly.',
      'AWS::SQS::Queue',
    );
    expect(removed.length).toBeGreaterThan(0);
    expect(built.filter((q) => !/dead/i.test(q.id))).toHaveLength(0);
  });

  it('never takes an article or the tail of a family name for a member', () => {
    const vpc = refineBasis(
      {
        prompt: 'نبغى VPC للعيادة، الـ CIDR حقها 10.8.0.0/16، وفيها NAT Gateway للسبنتات الخاصة.',
        options: {},
      },
      { instruction: 'شيلوا الـ NAT Gateway، ما نحتاجها' },
    );
    expect(vpc.prompt.split('\n\n')[0]).toContain('الـ CIDR');
    expect(vpc.removed.length).toBeGreaterThan(0);
    const balancer = refineBasis(
      {
        prompt: 'Containers on ECS behind an application load balancer, reading jobs from an SQS queue.',
        options: {},
      },
      { instruction: 'Drop the load balancer.' },
    );
    expect(balancer.prompt).toContain('reading jobs');
    expect(balancer.removed).toEqual(['Application Load Balancer']);
  });
});
