import { describe, expect, it } from 'vitest';
import { resourcesOfBrief, valuesInDesign } from '#test/fixtures/generation';

/**
 * A heading that refuses ("Please leave out:", "ما نحتاج:") reaches every item of the list under it,
 * one item a line, and stops at the first line that is not an item. New wording, English and Arabic.
 */
describe('a refusing heading reaches each item listed under it', () => {
  it.each<[string, string[], string]>([
    [
      'A Lambda behind API Gateway that stores survey answers in DynamoDB.\nPlease leave out:\n- CloudFront\n- any load balancer\n* NAT gateways\n',
      ['AWS::CloudFront::Distribution', 'AWS::ElasticLoadBalancingV2::LoadBalancer', 'AWS::EC2::NatGateway'],
      'AWS::DynamoDB::Table',
    ],
    [
      "Static marketing site on S3.\n\nThings we don't need:\n1. a WAF\n2. Route 53 zones\n\nContact-form messages go to an SQS queue.",
      ['AWS::WAFv2::WebACL', 'AWS::Route53::HostedZone'],
      'AWS::SQS::Queue',
    ],
    [
      'نظام بسيط: دالة Lambda تحفظ الطلبات في جدول DynamoDB.\nما نحتاج:\n- موازن أحمال\n- CloudFront\nوبعدها ضيفوا تنبيه على الأخطاء.',
      ['AWS::ElasticLoadBalancingV2::LoadBalancer', 'AWS::CloudFront::Distribution'],
      'AWS::DynamoDB::Table',
    ],
  ])('%s', (brief, refused, kept) => {
    const types = resourcesOfBrief(brief).map((r) => r.type);
    for (const type of refused) expect(types).not.toContain(type);
    expect(types).toContain(kept);
  });

  it('keeps what a heading that wants lists', () => {
    const types = resourcesOfBrief(
      'Lambda functions that resize photos.\nWe need:\n- an S3 bucket for the originals\n- CloudFront in front of it',
    ).map((r) => r.type);
    expect(types).toContain('AWS::CloudFront::Distribution');
    expect(types).toContain('AWS::S3::Bucket');
  });

  it('keeps a line ending in a colon whose last sentence does not refuse, even when no list follows', () => {
    const brief =
      'Ticket tracker: a Lambda (not a container) that writes to a DynamoDB table keyed by ticketId. What we change per stage:\n\n| stage | memory |\n|---|---|\n| dev | 256 |';
    expect(valuesInDesign(brief, 'AWS::DynamoDB::Table', 'KeySchema.AttributeName')).toContain('ticketId');
  });

  it.each<[string, string[], string]>([
    [
      "Priorities. MUST: an S3 bucket for the reports. WON'T: CloudFront or WAF.",
      ['AWS::CloudFront::Distribution', 'AWS::WAFv2::WebACL'],
      'AWS::S3::Bucket',
    ],
    [
      'Lambda workers draining an SQS queue. Not needed: a NAT gateway, a load balancer.',
      ['AWS::EC2::NatGateway', 'AWS::ElasticLoadBalancingV2::LoadBalancer'],
      'AWS::SQS::Queue',
    ],
    [
      'دوال Lambda تقرأ من SQS. ما نبي: NAT و موازن أحمال',
      ['AWS::EC2::NatGateway', 'AWS::ElasticLoadBalancingV2::LoadBalancer'],
      'AWS::SQS::Queue',
    ],
  ])('reaches the items listed after its colon, on the same line: %s', (brief, refused, kept) => {
    const types = resourcesOfBrief(brief).map((r) => r.type);
    for (const type of refused) expect(types).not.toContain(type);
    expect(types).toContain(kept);
  });
});
