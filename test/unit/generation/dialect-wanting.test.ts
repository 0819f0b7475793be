import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

const types = (brief: string) => new Set(designOfBrief(brief).resources.map((r) => r.type));
const notBuilt = (brief: string) => (designOfBrief(brief).requirements.not_built ?? []).map((n) => n.phrase);

/**
 * Egyptian and Levantine words of wanting and needing ("عايز", "عاوزين", "بدنا", "بدي", "محتاجين")
 * and of there being none ("مفيش") refuse what follows them as the Gulf and MSA ones do ("ما نبي",
 * "لا نريد", "ما في").
 */
describe('Egyptian and Levantine refusals', () => {
  it.each([
    ['Levantine, we', 'بدنا Lambda و DynamoDB، ما بدنا API Gateway', 'AWS::ApiGateway::RestApi'],
    ['Levantine, I, joined', 'مابدي CloudFront، بدي S3 بس', 'AWS::CloudFront::Distribution'],
    ['Egyptian, we', 'ما عاوزين RDS، عاوزين DynamoDB مع Lambda', 'AWS::RDS::DBInstance'],
    ['Egyptian, I', 'عايز Lambda تكتب في DynamoDB وما عايز SQS', 'AWS::SQS::Queue'],
    ['Egyptian, there is none', 'عايزين Lambda وDynamoDB ومفيش API', 'AWS::ApiGateway::RestApi'],
    ['Egyptian, needing', 'محتاجين Lambda مع S3 وما محتاجين CloudFront', 'AWS::CloudFront::Distribution'],
  ])('%s: the refused service is not built, and said so', (_, brief, refused) => {
    expect(types(brief)).not.toContain(refused);
    expect(notBuilt(brief).length, brief).toBeGreaterThan(0);
  });

  it('keeps what the same words ask for', () => {
    expect(types('بدنا Lambda و DynamoDB، ما بدنا API Gateway')).toContain('AWS::Lambda::Function');
    expect(types('ما عاوزين RDS، عاوزين DynamoDB مع Lambda')).toContain('AWS::DynamoDB::Table');
  });
});
