import { describe, expect, it } from 'vitest';
import { designOfBrief, typesOfBrief } from '#test/fixtures/generation';

/**
 * A refusal of one kind of a family ("not an HTTP API", "ما نبي MSK Serverless", "plain FTP is
 * not allowed") where the brief asks for that family in other words refuses the kind, not the
 * family: the service the brief asks for is built, and the refused kind is not.
 */

describe('a refused kind of a family the brief asks for', () => {
  it.each([
    'A public API for our loyalty app: API Gateway REST API (not an HTTP API) with a Lambda behind it.',
    'We want an API Gateway REST api in front of two Lambda functions, not HTTP API, and a DynamoDB table.',
    'rest api on api gatway, NOT http api, backed by a lamda',
  ])('keeps the REST API: %s', (brief) => {
    const types = typesOfBrief(brief);
    expect(types).toContain('AWS::ApiGateway::RestApi');
    expect(types).not.toContain('AWS::ApiGatewayV2::Api');
  });

  it.each([
    'نبي كلستر MSK provisioned فيه ٣ بروكرات، ما نبي MSK Serverless، ولامدا تقرا من التوبك.',
    'نريد عنقود Amazon MSK بثلاثة وسطاء kafka.m5.large وليس MSK Serverless، ودالة Lambda تستهلك الرسائل.',
    'An MSK cluster with 3 brokers for our order events, no MSK Serverless please, and a Lambda consumer.',
  ])('keeps the provisioned cluster: %s', (brief) => {
    const types = typesOfBrief(brief);
    expect(types).toContain('AWS::MSK::Cluster');
    expect(types).not.toContain('AWS::MSK::ServerlessCluster');
  });

  it.each([
    'Partners upload over SFTP - plain FTP is not allowed. AWS Transfer Family, files into an S3 bucket.',
    'نبي SFTP على Transfer Family للموردين بدون FTP العادي، والملفات تنحفظ في S3 bucket.',
    'Transfer Family for our suppliers: SFTP yes, FTP no. Files go to S3.',
  ])('keeps the SFTP server: %s', (brief) => {
    const server = designOfBrief(brief).resources.find((r) => r.type === 'AWS::Transfer::Server');
    expect(server?.props.Protocols).toEqual(['SFTP']);
  });

  it.each([
    ['One EC2 server for the shop; MySQL runs on the box itself, so no RDS.', 'AWS::RDS::DBInstance'],
    [
      'Our billing ALB is live already. Put a regional WAF in front of the ALB; do not create another load balancer.',
      'AWS::ElasticLoadBalancingV2::LoadBalancer',
    ],
    ['Every hour a function checks the partner FTP server for new files.', 'AWS::Transfer::Server'],
  ])('refuses a family said in other words, or builds nothing for its kind alone: %s', (brief, type) => {
    expect(typesOfBrief(brief)).not.toContain(type);
  });

  it('still refuses a family named only where it is refused', () => {
    const types = typesOfBrief('A Kinesis stream read by a Lambda, not Kafka and no MSK Serverless.');
    expect(types).not.toContain('AWS::MSK::Cluster');
    expect(types).not.toContain('AWS::MSK::ServerlessCluster');
  });

  it('says the refused kind is not built, without calling the family absent', () => {
    const { requirements } = designOfBrief(
      'An MSK cluster with 3 brokers, no MSK Serverless, and a Lambda consumer.',
    );
    const refused = requirements.not_built?.find((n) => /serverless/i.test(n.phrase));
    expect(refused).toBeDefined();
    expect(refused?.service).toBeUndefined();
  });
});
