import { describe, expect, it } from 'vitest';
import { refusalsOf } from '#shared/generation/reading/negation';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

/**
 * A negation reaches every thing it governs, in every language briefs are written in: a list
 * joined by "or", "nor", "ولا", "أو" or their Arabizi spellings ("wla", "aw") is refused whole,
 * and a refused thing is an entry for its absence, never "met" beside a template that builds it.
 */

const refused = (brief: string) => [...refusalsOf(brief.toLowerCase()).refused_by.keys()];

describe('a negation reaches every thing of the list it governs', () => {
  it.each([
    // Arabizi (Gulf Arabic in Latin letters)
    [
      'abi server wa7ed EC2 t3.medium. ma nabi load balancer wla RDS, el database 3la nafs el server.',
      ['load-balancer', 'rds'],
    ],
    ['abi ec2 server bs, ma nabi alb wala rds', ['load-balancer', 'rds']],
    ['nebi lambda w dynamodb, bdoon sqs wla sns', ['sqs', 'sns']],
    ['nabi ec2, la nreed rds aw elasticache', ['rds', 'elasticache']],
    ['ma nbi load balancer, wla rds', ['load-balancer', 'rds']],
    // English
    ['Lambda with DynamoDB. Neither SQS nor SNS.', ['sqs', 'sns']],
    ['One EC2 box for WordPress; no load balancer or RDS, MySQL runs on the box.', ['load-balancer', 'rds']],
    // Gulf and MSA Arabic
    ['نبي سيرفر EC2 واحد، ما نبي لود بالانسر ولا RDS.', ['load-balancer', 'rds']],
    ['نريد خادم EC2 واحد، لا نريد موازن أحمال ولا قاعدة بيانات RDS.', ['load-balancer', 'rds']],
    ['نريد دالة لامدا مع DynamoDB دون SQS أو SNS.', ['sqs', 'sns']],
    // mixed
    ['Lambda + DynamoDB, بدون SQS ولا SNS please', ['sqs', 'sns']],
  ])('%s', (brief, ids) => {
    expect(refused(brief)).toEqual(expect.arrayContaining(ids));
  });

  it('keeps what the brief asks for beside the refusal', () => {
    const brief = 'nebi lambda w dynamodb, bdoon sqs wla sns';
    expect(refused(brief)).not.toContain('lambda');
    expect(refused(brief)).not.toContain('dynamodb');
  });
});

describe('a refused service is never met while the template builds it', () => {
  const withBoth = {
    Server: { Type: 'AWS::EC2::Instance' },
    Db: { Type: 'AWS::RDS::DBInstance', Properties: { Engine: 'mysql' } },
    Lb: { Type: 'AWS::ElasticLoadBalancingV2::LoadBalancer' },
  };
  it.each([
    'hala, abi server EC2 t3.medium 7ag mawqi3 el sharika. ma nabi load balancer wla RDS.',
    'ابي سيرفر EC2 واحد للموقع، ما نبي load balancer ولا RDS.',
  ])('%s', (brief) => {
    const checklist = checklistFor(brief, withBoth);
    expect(itemOf(checklist, 'service', /RDS/).status).not.toBe('met');
    expect(itemOf(checklist, 'service', /Load Balancing/).status).not.toBe('met');
  });
});
