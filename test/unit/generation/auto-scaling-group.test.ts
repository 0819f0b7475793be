import { describe, expect, it } from 'vitest';
import { typesOfBrief } from '#test/fixtures/generation';

/**
 * An Auto Scaling group the brief asks for is the EC2 fleet (a launch template and the group),
 * never one instance of the type it names, nor a function in its place. English, Gulf and
 * standard Arabic, mixed and misspelt.
 */
describe('an Auto Scaling group the brief names is built', () => {
  it.each([
    'An Auto Scaling group of m7g.medium instances behind a load balancer for our intranet.',
    'Web servers on EC2 in an Auto Scaling group of 2 to 6 instances behind an ALB.',
    'a fleet of 3 c6i.large instances in an autoscaling group',
    'ASG of t3.small instances running our PHP app, min 2 max 5',
    'نبي اوتو سكيلنق قروب فيه سيرفرات t3.small ورا لود بالانسر',
    'مجموعة توسع تلقائي من خوادم m6i.large خلف موازن أحمال',
    'an auto scalling group of t3.micro boxes for the API',
  ])('%s', (brief) => {
    const types = typesOfBrief(brief);
    expect(types).toContain('AWS::AutoScaling::AutoScalingGroup');
    expect(types).not.toContain('AWS::EC2::Instance');
    expect(types).not.toContain('AWS::Lambda::Function');
  });

  it.each([
    'One t3.large EC2 instance for Moodle. No load balancer, we dont need autoscaling either.',
    'A single EC2 server for our accounting software, no auto scaling group.',
  ])('refused, or not asked for, it is not built: %s', (brief) => {
    expect(typesOfBrief(brief)).not.toContain('AWS::AutoScaling::AutoScalingGroup');
  });
});
