import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { stepfunctionsLogging } from '#shared/compliance/rules/stepfunctions/stepfunctions-logging';
import { stepfunctionsTracing } from '#shared/compliance/rules/stepfunctions/stepfunctions-tracing';
import { evaluate, makeContext, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue('a reference to a resource', [id]);
const machine = (props: Record<string, unknown> = {}) =>
  makeResource('Pipeline', 'AWS::StepFunctions::StateMachine', { RoleArn: ref('Role'), ...props });
const destinations = [{ CloudWatchLogsLogGroup: { LogGroupArn: ref('PipelineLogs') } }];

describe(stepfunctionsLogging.id, () => {
  it('Noncompliance 1: no LoggingConfiguration (OFF)', () => {
    expect(evaluate(stepfunctionsLogging, machine())).toEqual({
      status: 'fail',
      message: "Step Functions state machine 'Pipeline' logs at level OFF, below ERROR.",
    });
  });

  it('Noncompliance 2: FATAL only', () => {
    expect(
      evaluate(
        stepfunctionsLogging,
        machine({ LoggingConfiguration: { Level: 'FATAL', Destinations: destinations } }),
      ).status,
    ).toBe('fail');
  });

  it('Noncompliance 3: ERROR level without a destination', () => {
    expect(evaluate(stepfunctionsLogging, machine({ LoggingConfiguration: { Level: 'ERROR' } })).status).toBe(
      'fail',
    );
  });

  it('Compliance', () => {
    expect(
      evaluate(
        stepfunctionsLogging,
        machine({ LoggingConfiguration: { Level: 'ALL', Destinations: destinations } }),
      ).status,
    ).toBe('pass');
  });

  it('Unknown: Level is set by a condition', () => {
    expect(
      evaluate(stepfunctionsLogging, machine({ LoggingConfiguration: { Level: CONDITION } })).status,
    ).toBe('unknown');
  });
});

describe(stepfunctionsTracing.id, () => {
  it('Noncompliance 1: no TracingConfiguration', () => {
    expect(evaluate(stepfunctionsTracing, machine()).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(stepfunctionsTracing, machine({ TracingConfiguration: { Enabled: true } })).status).toBe(
      'pass',
    );
  });

  it('Unknown: Enabled is set by a condition', () => {
    expect(
      evaluate(stepfunctionsTracing, machine({ TracingConfiguration: { Enabled: CONDITION } })).status,
    ).toBe('unknown');
  });

  it('Fix enables tracing', () => {
    const resource = machine();
    expect(stepfunctionsTracing.fix?.(resource, makeContext([resource]))).toEqual([
      {
        op: 'set',
        path: ['Resources', 'Pipeline', 'Properties', 'TracingConfiguration'],
        value: { Enabled: true },
      },
    ]);
  });
});
