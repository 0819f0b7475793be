import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { snsEncrypted } from '#shared/compliance/rules/sns/sns-encrypted';
import { snsPolicyNoPublic } from '#shared/compliance/rules/sns/sns-policy-no-public';
import { snsTlsOnly } from '#shared/compliance/rules/sns/sns-tls-only';
import { evaluate, makeContext, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue('a reference to a resource', [id]);
const topic = (props: Record<string, unknown> = {}) => makeResource('Alerts', 'AWS::SNS::Topic', props);
const topicPolicy = (statement: Record<string, unknown>) =>
  makeResource('AlertsPolicy', 'AWS::SNS::TopicPolicy', {
    Topics: [ref('Alerts')],
    PolicyDocument: { Statement: [statement] },
  });
const deny = (Action: unknown, secure: unknown = 'false') => ({
  Effect: 'Deny',
  Principal: { AWS: '*' },
  Action,
  Resource: ref('Alerts'),
  Condition: { Bool: { 'aws:SecureTransport': secure } },
});

describe(snsEncrypted.id, () => {
  it('Noncompliance 1: no KmsMasterKeyId', () => {
    expect(evaluate(snsEncrypted, topic())).toEqual({
      status: 'fail',
      message: "SNS topic 'Alerts' does not encrypt messages at rest.",
    });
  });

  it('Compliance', () => {
    expect(evaluate(snsEncrypted, topic({ KmsMasterKeyId: ref('TopicKey') })).status).toBe('pass');
  });

  it('Unknown: KmsMasterKeyId is set by a condition', () => {
    expect(evaluate(snsEncrypted, topic({ KmsMasterKeyId: CONDITION })).status).toBe('unknown');
  });

  it('Fix uses the AWS managed SNS key', () => {
    const resource = topic();
    expect(snsEncrypted.fix?.(resource, makeContext([resource]))).toEqual([
      { op: 'set', path: ['Resources', 'Alerts', 'Properties', 'KmsMasterKeyId'], value: 'alias/aws/sns' },
    ]);
  });
});

describe(snsTlsOnly.id, () => {
  it('Noncompliance 1: no topic policy', () => {
    expect(evaluate(snsTlsOnly, topic()).status).toBe('fail');
  });

  it('Noncompliance 2: the deny covers a different action', () => {
    expect(evaluate(snsTlsOnly, topic(), [topicPolicy(deny('sns:Subscribe'))]).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(snsTlsOnly, topic(), [topicPolicy(deny('sns:Publish'))]).status).toBe('pass');
    expect(evaluate(snsTlsOnly, topic(), [topicPolicy(deny(['sns:*'], false))]).status).toBe('pass');
  });

  it('Unknown: the SecureTransport value is set by a condition', () => {
    expect(evaluate(snsTlsOnly, topic(), [topicPolicy(deny('sns:Publish', CONDITION))]).status).toBe(
      'unknown',
    );
  });

  it('Fix adds a topic policy denying non-TLS publishing', () => {
    const resource = topic();
    const [patch] = snsTlsOnly.fix?.(resource, makeContext([resource])) ?? [];
    expect(patch.value).toMatchObject({
      Type: 'AWS::SNS::TopicPolicy',
      Properties: {
        Topics: [{ Ref: 'Alerts' }],
        PolicyDocument: {
          Statement: [
            { Sid: 'AccountOwnerAccess', Effect: 'Allow', Resource: { Ref: 'Alerts' } },
            { Effect: 'Deny', Action: 'sns:Publish', Resource: { Ref: 'Alerts' } },
          ],
        },
      },
    });
  });
});

describe(snsPolicyNoPublic.id, () => {
  const subscribe = {
    Effect: 'Allow',
    Principal: { AWS: '*' },
    Action: 'sns:Subscribe',
    Resource: ref('Alerts'),
  };

  it('Noncompliance 1: anyone may subscribe', () => {
    expect(evaluate(snsPolicyNoPublic, topicPolicy(subscribe)).status).toBe('fail');
  });

  it('Compliance', () => {
    const org = { ...subscribe, Condition: { StringEquals: { 'aws:PrincipalOrgID': 'o-abc' } } };
    expect(evaluate(snsPolicyNoPublic, topicPolicy(org)).status).toBe('pass');
    expect(evaluate(snsPolicyNoPublic, topicPolicy(deny('sns:Publish'))).status).toBe('pass');
  });

  it('Unknown: the Condition is set by a condition', () => {
    expect(evaluate(snsPolicyNoPublic, topicPolicy({ ...subscribe, Condition: CONDITION })).status).toBe(
      'unknown',
    );
  });
});
