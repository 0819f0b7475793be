import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';

/** TracingConfiguration.Enabled is true (AWS X-Ray). */
export const stepfunctionsTracing: Rule = {
  id: 'stepfunctions-tracing',
  service: 'stepfunctions',
  severity: 'low',
  title: 'Step Functions state machines are traced with X-Ray',
  description:
    'Tracing follows each execution across the services it calls, which helps monitor workflows and ' +
    'trace incidents.',
  resourceTypes: ['AWS::StepFunctions::StateMachine'],
  remediation: 'Set TracingConfiguration.Enabled to true.',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['TracingConfiguration', 'Enabled'],
      `${nameOf(resource)} is not traced with X-Ray.`,
    );
  },
  fixPatches: { properties: ['TracingConfiguration'] },
  fix(resource) {
    return [setProperty(resource, ['TracingConfiguration'], { Enabled: true })];
  },
};
