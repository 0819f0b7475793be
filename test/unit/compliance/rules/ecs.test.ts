import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { ecsLogging } from '#shared/compliance/rules/ecs/ecs-logging';
import { ecsNoPrivileged } from '#shared/compliance/rules/ecs/ecs-no-privileged';
import { ecsNonRootUser } from '#shared/compliance/rules/ecs/ecs-non-root-user';
import { ecsReadonlyRootFs } from '#shared/compliance/rules/ecs/ecs-readonly-root-fs';
import { evaluate, makeContext, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const good = {
  Name: 'web',
  Image: 'nginx',
  User: '1000:1000',
  ReadonlyRootFilesystem: true,
  LogConfiguration: { LogDriver: 'awslogs', Options: { 'awslogs-group': 'g' } },
};
const task = (...containers: Record<string, unknown>[]) =>
  makeResource('Task', 'AWS::ECS::TaskDefinition', { ContainerDefinitions: containers });

describe(ecsNoPrivileged.id, () => {
  it('Noncompliance 1: a privileged sidecar', () => {
    const result = evaluate(ecsNoPrivileged, task(good, { ...good, Name: 'agent', Privileged: true }));
    expect(result).toEqual({
      status: 'fail',
      message: "ECS task definition 'Task' runs container 'agent' in privileged mode.",
    });
  });

  it('Compliance', () => {
    expect(evaluate(ecsNoPrivileged, task(good, { ...good, Privileged: false })).status).toBe('pass');
  });

  it('Not applicable: no container definitions', () => {
    expect(evaluate(ecsNoPrivileged, makeResource('Task', 'AWS::ECS::TaskDefinition')).status).toBe(
      'not_applicable',
    );
  });

  it('Unknown: Privileged is set by a condition', () => {
    expect(evaluate(ecsNoPrivileged, task({ ...good, Privileged: CONDITION })).status).toBe('unknown');
  });

  it('Fix removes Privileged from the offending container only', () => {
    const resource = task(good, { ...good, Name: 'agent', Privileged: 'true' });
    expect(ecsNoPrivileged.fix?.(resource, makeContext([resource]))).toEqual([
      { op: 'remove', path: ['Resources', 'Task', 'Properties', 'ContainerDefinitions', 1, 'Privileged'] },
    ]);
  });
});

describe(ecsNonRootUser.id, () => {
  it('Noncompliance 1: no User (image default is root)', () => {
    const { User: _omit, ...noUser } = good;
    expect(evaluate(ecsNonRootUser, task(noUser)).status).toBe('fail');
  });

  it('Noncompliance 2: UID 0 with a group', () => {
    expect(evaluate(ecsNonRootUser, task({ ...good, User: '0:1000' })).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(ecsNonRootUser, task(good, { ...good, User: 'app' })).status).toBe('pass');
  });

  it('Unknown: User is set by a condition', () => {
    expect(evaluate(ecsNonRootUser, task({ ...good, User: CONDITION })).status).toBe('unknown');
  });
});

describe(ecsReadonlyRootFs.id, () => {
  it('Noncompliance 1: ReadonlyRootFilesystem absent', () => {
    const { ReadonlyRootFilesystem: _omit, ...writable } = good;
    expect(evaluate(ecsReadonlyRootFs, task(writable)).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(ecsReadonlyRootFs, task(good)).status).toBe('pass');
  });

  it('Unknown: ReadonlyRootFilesystem is set by a condition', () => {
    expect(evaluate(ecsReadonlyRootFs, task({ ...good, ReadonlyRootFilesystem: CONDITION })).status).toBe(
      'unknown',
    );
  });

  it('Fix makes every writable root file system read-only', () => {
    const resource = task(good, { ...good, ReadonlyRootFilesystem: false });
    expect(ecsReadonlyRootFs.fix?.(resource, makeContext([resource]))).toEqual([
      {
        op: 'set',
        path: ['Resources', 'Task', 'Properties', 'ContainerDefinitions', 1, 'ReadonlyRootFilesystem'],
        value: true,
      },
    ]);
  });
});

describe(ecsLogging.id, () => {
  it('Noncompliance 1: a container without LogConfiguration', () => {
    const { LogConfiguration: _omit, ...silent } = good;
    expect(evaluate(ecsLogging, task(good, { ...silent, Name: 'worker' })).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(ecsLogging, task(good)).status).toBe('pass');
  });

  it('Unknown: LogConfiguration is set by a condition', () => {
    expect(evaluate(ecsLogging, task({ ...good, LogConfiguration: CONDITION })).status).toBe('unknown');
  });
});
