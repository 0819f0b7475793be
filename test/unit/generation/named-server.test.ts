import { describe, expect, it } from 'vitest';
import { typesOfBrief } from '#test/fixtures/generation';

describe('a server the brief names runs its own software', () => {
  it.each([
    'one t3.small EC2 instance for our app',
    'a WordPress site on one t3.small EC2 instance',
    'نبي سيرفر واحد يشغل موقع وردبريس',
    // a server named by its operating system, with no article before it
    'windows server with daily backups kept 7 days',
    'ubuntu server running our cron scripts, nothing else',
  ])('%s: the server, with no function or queue made up to call it and no second web tier', (brief) => {
    const types = typesOfBrief(brief);
    expect(types).toContain('AWS::EC2::Instance');
    for (const extra of [
      'AWS::Lambda::Function',
      'AWS::SQS::Queue',
      'AWS::AutoScaling::AutoScalingGroup',
      'AWS::ElasticLoadBalancingV2::LoadBalancer',
    ])
      expect(types, extra).not.toContain(extra);
  });
});
