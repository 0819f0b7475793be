import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, propOf, toBool } from '../_lib/props';

/**
 * The recorder records every supported resource type: RecordingGroup absent (AWS's default),
 * AllSupported true, or RecordingStrategy.UseOnly ALL_SUPPORTED_RESOURCE_TYPES.
 */
export const configRecorderAll: Rule = {
  id: 'config-recorder-all',
  service: 'monitoring',
  severity: 'medium',
  title: 'AWS Config records all supported resource types',
  description:
    'A recorder limited to some resource types leaves changes to the others unrecorded, which weakens ' +
    'continuous monitoring and the configuration history investigations rely on.',
  resourceTypes: ['AWS::Config::ConfigurationRecorder'],
  remediation: 'Set RecordingGroup.AllSupported to true (and IncludeGlobalResourceTypes true in one region).',
  evaluate(resource) {
    const group = propOf(resource, 'RecordingGroup');
    if (isUnknown(group)) return unknownFrom('RecordingGroup', group);
    if (group === undefined) return PASS;
    const all = dig(group, 'AllSupported');
    if (isUnknown(all)) return unknownFrom('RecordingGroup.AllSupported', all);
    if (toBool(all) === true) return PASS;
    const strategy = dig(group, 'RecordingStrategy', 'UseOnly');
    if (isUnknown(strategy)) return unknownFrom('RecordingGroup.RecordingStrategy', strategy);
    if (strategy === 'ALL_SUPPORTED_RESOURCE_TYPES') return PASS;
    return failWith(`${nameOf(resource)} records only some resource types.`);
  },
};
