import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';

/** Every yes/no setting a brief is read to state, as type path=value. */
const switches = (brief: string) =>
  statedProperties(brief).flatMap((r) =>
    r.targets
      .filter((t) => typeof t.value === 'boolean')
      .map((t) => `${t.type} ${t.path}=${String(t.value)}`),
  );

describe('a word that names a thing never says a yes/no setting', () => {
  it('reads brokers, events and alarms as things, not as switches inside them', () => {
    const read = [
      ...switches('A Kafka cluster with three brokers (kafka.m5.large) for our trading events.'),
      ...switches('Fargate services with an alarm on CPU, behind a load balancer.'),
      ...switches('كلستر كافكا فيه ٣ brokers يستقبل events من التطبيق'),
      ...switches('Stream the clicks with Firehose and keep the API key in Secrets Manager.'),
    ];
    expect(
      read.filter((s) =>
        /EnabledInBroker|WithEvent|Alarms\.Enable|Firehose\.Enabled|SecretsManagerConfiguration/.test(s),
      ),
    ).toEqual([]);
  });

  it('still reads a switch said by its own words', () => {
    expect(switches('An S3 bucket with versioning and a KMS key with key rotation.')).toEqual(
      expect.arrayContaining(['AWS::KMS::Key EnableKeyRotation=true']),
    );
    expect(switches('A DynamoDB table with point in time recovery.')).toEqual(
      expect.arrayContaining([
        'AWS::DynamoDB::Table PointInTimeRecoverySpecification.PointInTimeRecoveryEnabled=true',
      ]),
    );
    expect(switches('An SQS FIFO queue with content based deduplication.')).toEqual(
      expect.arrayContaining([
        'AWS::SQS::Queue FifoQueue=true',
        'AWS::SQS::Queue ContentBasedDeduplication=true',
      ]),
    );
  });
});
