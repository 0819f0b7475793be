import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';

/** ImageScanningConfiguration.ScanOnPush is true. */
export const ecrScanOnPush: Rule = {
  id: 'ecr-scan-on-push',
  service: 'ecr',
  severity: 'medium',
  title: 'ECR repositories scan images for vulnerabilities on push',
  description:
    'Scanning each image as it is pushed finds known vulnerabilities before the image is deployed, as ' +
    'vulnerability management requires.',
  resourceTypes: ['AWS::ECR::Repository'],
  remediation:
    'Set ImageScanningConfiguration.ScanOnPush to true (or enable enhanced scanning for the registry with ' +
    'Amazon Inspector).',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['ImageScanningConfiguration', 'ScanOnPush'],
      `${nameOf(resource)} does not scan images for vulnerabilities on push.`,
    );
  },
  fixPatches: { properties: ['ImageScanningConfiguration'] },
  fix(resource) {
    return [setProperty(resource, ['ImageScanningConfiguration'], { ScanOnPush: true })];
  },
};
