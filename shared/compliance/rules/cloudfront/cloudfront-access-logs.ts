import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { config } from '../_lib/cloudfront';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { presence, propOf } from '../_lib/props';

/** Standard logging to S3 (Logging.Bucket) or a CloudWatch Logs delivery source for the distribution. */
export const cloudfrontAccessLogs: Rule = {
  id: 'cloudfront-access-logs',
  service: 'cloudfront',
  severity: 'medium',
  title: 'CloudFront distributions write access logs',
  description:
    'Access logs record each viewer request, which is needed to investigate attacks on public entry ' +
    'points and to keep an event trail.',
  resourceTypes: ['AWS::CloudFront::Distribution'],
  remediation:
    'Set DistributionConfig.Logging.Bucket to a log bucket domain name, or add an AWS::Logs::DeliverySource ' +
    'with LogType ACCESS_LOGS and ResourceArn of the distribution.',
  evaluate(resource, ctx) {
    const bucket = config(resource, 'Logging', 'Bucket');
    if (presence(bucket) === true) return PASS;
    const delivered = ctx.ofType('AWS::Logs::DeliverySource').some((source) => {
      const arn = propOf(source, 'ResourceArn');
      return isUnknown(arn) && (arn.refs ?? []).includes(resource.logicalId);
    });
    if (delivered) return PASS;
    if (isUnknown(bucket)) return unknownFrom('Logging', bucket);
    return failWith(`${nameOf(resource)} does not write access logs.`);
  },
};
