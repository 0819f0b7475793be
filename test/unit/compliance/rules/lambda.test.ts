import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { DEPRECATED_RUNTIMES, RUNTIMES_REVIEWED_ON } from '#shared/compliance/rules/_lib/lambda';
import { lambdaConcurrency } from '#shared/compliance/rules/lambda/lambda-concurrency';
import { lambdaDlq } from '#shared/compliance/rules/lambda/lambda-dlq';
import { lambdaEnvKms } from '#shared/compliance/rules/lambda/lambda-env-kms';
import { lambdaInVpc } from '#shared/compliance/rules/lambda/lambda-in-vpc';
import { lambdaNoPublicPermission } from '#shared/compliance/rules/lambda/lambda-no-public-permission';
import { lambdaRuntimeSupported } from '#shared/compliance/rules/lambda/lambda-runtime-supported';
import { lambdaUrlAuth } from '#shared/compliance/rules/lambda/lambda-url-auth';
import { evaluate, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue('a reference to a resource', [id]);
const fn = (props: Record<string, unknown> = {}) =>
  makeResource('Handler', 'AWS::Lambda::Function', {
    Role: ref('Role'),
    Runtime: 'nodejs22.x',
    Handler: 'index.handler',
    ...props,
  });
const samFn = (props: Record<string, unknown> = {}) =>
  makeResource('Api', 'AWS::Serverless::Function', {
    Runtime: 'python3.13',
    Handler: 'app.handler',
    ...props,
  });

describe(lambdaRuntimeSupported.id, () => {
  it('Noncompliance 1: nodejs18.x', () => {
    expect(evaluate(lambdaRuntimeSupported, fn({ Runtime: 'nodejs18.x' }))).toEqual({
      status: 'fail',
      message: "Lambda function 'Handler' uses runtime nodejs18.x, deprecated by AWS on 2025-09-01.",
    });
  });

  it('Noncompliance 2: python3.8 on a SAM function', () => {
    expect(evaluate(lambdaRuntimeSupported, samFn({ Runtime: 'python3.8' })).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(lambdaRuntimeSupported, fn()).status).toBe('pass');
    expect(evaluate(lambdaRuntimeSupported, fn({ Runtime: 'java8.al2' })).status).toBe('pass');
  });

  it('Not applicable: container image functions have no Runtime', () => {
    expect(evaluate(lambdaRuntimeSupported, fn({ Runtime: undefined, PackageType: 'Image' })).status).toBe(
      'not_applicable',
    );
  });

  it('Unknown: Runtime comes from a parameter without a default', () => {
    expect(
      evaluate(
        lambdaRuntimeSupported,
        fn({ Runtime: unknownValue('parameter Runtime, which has no default') }),
      ).status,
    ).toBe('unknown');
  });

  it('keeps its deprecation dates on or before the review date as ISO dates', () => {
    for (const date of Object.values(DEPRECATED_RUNTIMES)) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(date <= RUNTIMES_REVIEWED_ON).toBe(true);
    }
  });
});

describe(lambdaDlq.id, () => {
  it('Noncompliance 1: no failure target', () => {
    expect(evaluate(lambdaDlq, fn()).status).toBe('fail');
  });

  it('Noncompliance 2: an EventInvokeConfig for another function', () => {
    const config = makeResource('Invoke', 'AWS::Lambda::EventInvokeConfig', {
      FunctionName: ref('Other'),
      Qualifier: '$LATEST',
      DestinationConfig: { OnFailure: { Destination: ref('Failures') } },
    });
    expect(evaluate(lambdaDlq, fn(), [config]).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(lambdaDlq, fn({ DeadLetterConfig: { TargetArn: ref('Dlq') } })).status).toBe('pass');
    const config = makeResource('Invoke', 'AWS::Lambda::EventInvokeConfig', {
      FunctionName: ref('Handler'),
      Qualifier: '$LATEST',
      DestinationConfig: { OnFailure: { Destination: ref('Failures') } },
    });
    expect(evaluate(lambdaDlq, fn(), [config]).status).toBe('pass');
    expect(
      evaluate(lambdaDlq, samFn({ DeadLetterQueue: { Type: 'SQS', TargetArn: ref('Dlq') } })).status,
    ).toBe('pass');
  });

  it('Unknown: DeadLetterConfig is set by a condition', () => {
    expect(evaluate(lambdaDlq, fn({ DeadLetterConfig: CONDITION })).status).toBe('unknown');
  });
});

describe(lambdaConcurrency.id, () => {
  it('Noncompliance 1: no reserved concurrency', () => {
    expect(evaluate(lambdaConcurrency, fn()).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(lambdaConcurrency, fn({ ReservedConcurrentExecutions: 10 })).status).toBe('pass');
  });

  it('Unknown: ReservedConcurrentExecutions is set by a condition', () => {
    expect(evaluate(lambdaConcurrency, fn({ ReservedConcurrentExecutions: CONDITION })).status).toBe(
      'unknown',
    );
  });
});

describe(lambdaEnvKms.id, () => {
  const env = { Environment: { Variables: { TABLE: ref('Table') } } };

  it('Noncompliance 1: variables without KmsKeyArn', () => {
    expect(evaluate(lambdaEnvKms, fn(env)).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(lambdaEnvKms, fn({ ...env, KmsKeyArn: ref('FnKey') })).status).toBe('pass');
  });

  it('Not applicable: no environment variables', () => {
    expect(evaluate(lambdaEnvKms, fn()).status).toBe('not_applicable');
  });

  it('Unknown: KmsKeyArn is set by a condition', () => {
    expect(evaluate(lambdaEnvKms, fn({ ...env, KmsKeyArn: CONDITION })).status).toBe('unknown');
  });
});

describe(lambdaInVpc.id, () => {
  const tagged = (value: unknown) => ({ Tags: [{ Key: 'DataClassification', Value: value }] });

  it('Noncompliance 1: Confidential function outside a VPC', () => {
    expect(evaluate(lambdaInVpc, fn(tagged('Confidential'))).status).toBe('fail');
  });

  it('Noncompliance 2: classification compared without case, SAM map tags', () => {
    expect(evaluate(lambdaInVpc, samFn({ Tags: { DataClassification: 'secret' } })).status).toBe('fail');
  });

  it('Compliance', () => {
    const vpc = { VpcConfig: { SubnetIds: [ref('PrivateA')], SecurityGroupIds: [ref('Sg')] } };
    expect(evaluate(lambdaInVpc, fn({ ...tagged('Confidential'), ...vpc })).status).toBe('pass');
  });

  it('Not applicable: untagged or Public functions', () => {
    expect(evaluate(lambdaInVpc, fn()).status).toBe('not_applicable');
    expect(evaluate(lambdaInVpc, fn(tagged('Public'))).status).toBe('not_applicable');
  });

  it('Unknown: the classification tag is set by a condition', () => {
    expect(evaluate(lambdaInVpc, fn(tagged(CONDITION))).status).toBe('unknown');
  });

  it('follows the classification settings', () => {
    const result = evaluate(lambdaInVpc, fn({ Tags: [{ Key: 'Sensitivity', Value: 'High' }] }), [], {
      settings: { classificationTagKey: 'Sensitivity', sensitiveClassifications: ['High'] },
    });
    expect(result.status).toBe('fail');
  });
});

describe(lambdaUrlAuth.id, () => {
  const url = (AuthType: unknown) =>
    makeResource('HandlerUrl', 'AWS::Lambda::Url', { TargetFunctionArn: ref('Handler'), AuthType });

  it('Noncompliance 1: function URL with AuthType NONE', () => {
    expect(evaluate(lambdaUrlAuth, url('NONE'))).toEqual({
      status: 'fail',
      message:
        "Lambda function URL 'HandlerUrl' has a function URL that anyone can call without authentication.",
    });
  });

  it('Noncompliance 2: SAM FunctionUrlConfig with AuthType NONE', () => {
    expect(evaluate(lambdaUrlAuth, samFn({ FunctionUrlConfig: { AuthType: 'NONE' } })).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(lambdaUrlAuth, url('AWS_IAM')).status).toBe('pass');
  });

  it('Not applicable: SAM function without a URL', () => {
    expect(evaluate(lambdaUrlAuth, samFn()).status).toBe('not_applicable');
  });

  it('Unknown: AuthType is set by a condition', () => {
    expect(evaluate(lambdaUrlAuth, url(CONDITION)).status).toBe('unknown');
  });
});

describe(lambdaNoPublicPermission.id, () => {
  const permission = (props: Record<string, unknown>) =>
    makeResource('Invoke', 'AWS::Lambda::Permission', {
      FunctionName: ref('Handler'),
      Action: 'lambda:InvokeFunction',
      ...props,
    });

  it('Noncompliance 1: Principal "*" without a source', () => {
    expect(evaluate(lambdaNoPublicPermission, permission({ Principal: '*' })).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(
      evaluate(
        lambdaNoPublicPermission,
        permission({ Principal: 's3.amazonaws.com', SourceArn: ref('Bucket') }),
      ).status,
    ).toBe('pass');
    expect(
      evaluate(lambdaNoPublicPermission, permission({ Principal: '*', PrincipalOrgID: 'o-abc' })).status,
    ).toBe('pass');
  });

  it('Unknown: Principal comes from a parameter', () => {
    const result = evaluate(
      lambdaNoPublicPermission,
      permission({ Principal: unknownValue('parameter Caller, which has no default') }),
    );
    expect(result.status).toBe('unknown');
  });
});
