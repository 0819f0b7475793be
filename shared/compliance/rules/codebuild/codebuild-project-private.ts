import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { rejectOneOf } from '../_lib/settings';

/** Compliant: codeBuild projects keep their builds private. */
export const codebuildProjectPrivate: Rule = {
  id: 'codebuild-project-private',
  service: 'codebuild',
  severity: 'high',
  title: 'CodeBuild projects keep their builds private',
  description:
    'A PUBLIC_READ project shows its build logs and artifacts to anyone on the internet, with whatever they print.',
  resourceTypes: ['AWS::CodeBuild::Project'],
  remediation: 'Set Visibility to PRIVATE (or remove it: private is the default).',
  evaluate(resource) {
    return rejectOneOf(
      resource,
      ['Visibility'],
      ['PUBLIC_READ'],
      undefined,
      () => `${nameOf(resource)} shows its builds to everyone (Visibility is PUBLIC_READ).`,
    );
  },
};
