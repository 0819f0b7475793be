import type { Rule } from '#shared/compliance/types';
import { failWith, PASS } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, propOf } from '../_lib/props';

/** user:secret@ or a token before the host, in an http(s) URL. */
const CREDENTIAL_IN_URL = /^https?:\/\/[^/@\s]+@/i;

function toListOrEmpty(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Compliant: codeBuild source locations carry no credentials. */
export const codebuildSourceNoCredentials: Rule = {
  id: 'codebuild-source-no-credentials',
  service: 'codebuild',
  severity: 'high',
  title: 'CodeBuild source locations carry no credentials',
  description:
    'A token or password in a repository URL is stored in the project and shown to everyone who can read it.',
  resourceTypes: ['AWS::CodeBuild::Project'],
  remediation:
    'Remove the user:token@ part of Source.Location and connect the repository with a source credential (AWS::CodeBuild::SourceCredential) or a CodeConnections connection.',
  evaluate(resource) {
    const sources = [propOf(resource, 'Source'), ...toListOrEmpty(propOf(resource, 'SecondarySources'))];
    const leaking = sources
      .map((source) => dig(source, 'Location'))
      .filter(
        (location): location is string => typeof location === 'string' && CREDENTIAL_IN_URL.test(location),
      );
    return leaking.length === 0
      ? PASS
      : failWith(`${nameOf(resource)} writes credentials into its source repository URL.`);
  },
};
