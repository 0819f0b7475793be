import { isUnknown, type Rule } from '../../types';
import { nameOf } from '../_lib/nouns';
import { asBoolean, fail, PASS, prop, read, unknownProp } from '../_lib/read';

/**
 * The recorder records every supported resource type: RecordingGroup absent (AWS's default),
 * AllSupported true, or RecordingStrategy.UseOnly ALL_SUPPORTED_RESOURCE_TYPES.
 */
export const configRecorderAll: Rule = {
  id: 'config-recorder-all',
  service: 'monitoring',
  title: 'AWS Config records all supported resource types',
  description:
    'A recorder limited to some resource types leaves changes to the others unrecorded, which weakens ' +
    'continuous monitoring and the configuration history investigations rely on.',
  resourceTypes: ['AWS::Config::ConfigurationRecorder'],
  remediation: 'Set RecordingGroup.AllSupported to true (and IncludeGlobalResourceTypes true in one region).',
  evaluate(resource) {
    const group = prop(resource, 'RecordingGroup');
    if (isUnknown(group)) return unknownProp('RecordingGroup', group);
    if (group === undefined) return PASS;
    const all = read(group, ['AllSupported']);
    if (isUnknown(all)) return unknownProp('RecordingGroup.AllSupported', all);
    if (asBoolean(all) === true) return PASS;
    const strategy = read(group, ['RecordingStrategy', 'UseOnly']);
    if (isUnknown(strategy)) return unknownProp('RecordingGroup.RecordingStrategy', strategy);
    if (strategy === 'ALL_SUPPORTED_RESOURCE_TYPES') return PASS;
    return fail(`${nameOf(resource)} records only some resource types.`);
  },
};
