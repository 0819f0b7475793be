import type { Resource } from '#shared/cfn/types';
import type { ScanContext } from '#shared/compliance/types';
import { resourcesOfTypesMentioning } from './mention-index';

/**
 * AWS services that publish to a topic named in a resource of these types, by the service
 * principal they publish as. A topic they publish to needs a policy that lets them (the default
 * policy's account statement, or a statement for the service) and, when encrypted, a key whose
 * policy lets them use it: the AWS-managed alias/aws/sns key's policy cannot be changed.
 */
const PUBLISHERS: Readonly<Record<string, string>> = {
  'AWS::CloudWatch::Alarm': 'cloudwatch.amazonaws.com',
  'AWS::CloudWatch::CompositeAlarm': 'cloudwatch.amazonaws.com',
  'AWS::Config::DeliveryChannel': 'config.amazonaws.com',
  'AWS::Events::Rule': 'events.amazonaws.com',
  'AWS::S3::Bucket': 's3.amazonaws.com',
  'AWS::CloudTrail::Trail': 'cloudtrail.amazonaws.com',
  'AWS::Backup::BackupVault': 'backup.amazonaws.com',
  'AWS::RDS::EventSubscription': 'events.rds.amazonaws.com',
  'AWS::CodeStarNotifications::NotificationRule': 'codestar-notifications.amazonaws.com',
  'AWS::Budgets::Budget': 'budgets.amazonaws.com',
};
const PUBLISHER_TYPES = Object.keys(PUBLISHERS);

/** The service principals the template shows publishing to `topic`, sorted, once each. */
export function publishingServices(topic: Resource, ctx: ScanContext): string[] {
  const mentioning = resourcesOfTypesMentioning(ctx, PUBLISHER_TYPES, topic.logicalId);
  // nothing names the topic (the usual case): no publisher, without building a set
  if (mentioning.length === 0 && typeof topic.properties.TopicName !== 'string') return [];
  const services = new Set<string>();
  for (const r of mentioning) services.add(PUBLISHERS[r.type]);
  // a topic named in text (an ARN, CloudTrail's SnsTopicName) only when it has a name to look for
  if (typeof topic.properties.TopicName === 'string') {
    for (const [type, service] of Object.entries(PUBLISHERS)) {
      if (!services.has(service) && ctx.ofType(type).some((r) => namesTopic(r, topic))) services.add(service);
    }
  }
  return [...services].sort();
}

/** A literal ARN or name of the topic (CloudTrail's SnsTopicName takes the name). */
function namesTopic(resource: Resource, topic: Resource): boolean {
  const name = topic.properties.TopicName;
  if (typeof name !== 'string') return false;
  const text = JSON.stringify(resource.properties);
  return text.includes(`:${name}"`) || text.includes(`"${name}"`);
}
