import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { configRecorderAll } from '#shared/compliance/rules/monitoring/config-recorder-all';
import { guarddutyEnabled } from '#shared/compliance/rules/monitoring/guardduty-enabled';
import { evaluate, makeContext, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue('a reference to a resource', [id]);

describe(guarddutyEnabled.id, () => {
  it('Noncompliance 1: Enable false', () => {
    expect(
      evaluate(guarddutyEnabled, makeResource('Detector', 'AWS::GuardDuty::Detector', { Enable: false })),
    ).toEqual({
      status: 'fail',
      message: "GuardDuty detector 'Detector' is disabled.",
    });
  });

  it('Compliance', () => {
    expect(
      evaluate(guarddutyEnabled, makeResource('Detector', 'AWS::GuardDuty::Detector', { Enable: true }))
        .status,
    ).toBe('pass');
  });

  it('Unknown: Enable is set by a condition', () => {
    expect(
      evaluate(guarddutyEnabled, makeResource('Detector', 'AWS::GuardDuty::Detector', { Enable: CONDITION }))
        .status,
    ).toBe('unknown');
  });

  it('Fix enables the detector', () => {
    const detector = makeResource('Detector', 'AWS::GuardDuty::Detector', { Enable: false });
    expect(guarddutyEnabled.fix?.(detector, makeContext([detector]))?.[0]).toMatchObject({
      path: ['Resources', 'Detector', 'Properties', 'Enable'],
      value: true,
    });
  });
});

describe(configRecorderAll.id, () => {
  const recorder = (RecordingGroup?: unknown) =>
    makeResource('Recorder', 'AWS::Config::ConfigurationRecorder', {
      RoleARN: ref('ConfigRole'),
      ...(RecordingGroup === undefined ? {} : { RecordingGroup }),
    });

  it('Noncompliance 1: a list of resource types', () => {
    expect(
      evaluate(configRecorderAll, recorder({ AllSupported: false, ResourceTypes: ['AWS::S3::Bucket'] }))
        .status,
    ).toBe('fail');
  });

  it('Noncompliance 2: exclusion strategy', () => {
    const group = {
      RecordingStrategy: { UseOnly: 'EXCLUSION_BY_RESOURCE_TYPES' },
      ExclusionByResourceTypes: { ResourceTypes: ['AWS::EC2::Volume'] },
    };
    expect(evaluate(configRecorderAll, recorder(group)).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(configRecorderAll, recorder()).status).toBe('pass');
    expect(
      evaluate(configRecorderAll, recorder({ AllSupported: true, IncludeGlobalResourceTypes: true })).status,
    ).toBe('pass');
    expect(
      evaluate(
        configRecorderAll,
        recorder({ RecordingStrategy: { UseOnly: 'ALL_SUPPORTED_RESOURCE_TYPES' } }),
      ).status,
    ).toBe('pass');
  });

  it('Unknown: AllSupported is set by a condition', () => {
    expect(evaluate(configRecorderAll, recorder({ AllSupported: CONDITION })).status).toBe('unknown');
  });
});
