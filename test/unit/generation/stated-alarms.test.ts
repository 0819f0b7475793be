import { beforeAll, describe, expect, it } from 'vitest';
import { generateOffline, resourcesOfBrief, warmValidator } from '#test/fixtures/generation';

const alarmsOf = (brief: string) => {
  const resources = resourcesOfBrief(brief);
  return { resources, alarms: resources.filter((r) => r.type === 'AWS::CloudWatch::Alarm') };
};

beforeAll(warmValidator, 60_000);

describe('an alarm the brief asks for watches what it names, at the stated metric, threshold, comparison and periods', () => {
  it("on a server's CPU, with the stated periods, notifying the e-mail address given", () => {
    const { resources, alarms } = alarmsOf(
      'A t3.large instance for reporting; alarm when its CPU is above 65 percent for 4 consecutive 10-minute periods, and mail reports-team@example.com.',
    );
    expect(alarms).toHaveLength(1);
    const instance = resources.find((r) => r.type === 'AWS::EC2::Instance');
    expect(alarms[0]?.props).toMatchObject({
      Namespace: 'AWS/EC2',
      MetricName: 'CPUUtilization',
      Dimensions: [{ Name: 'InstanceId', Value: { Ref: instance?.id } }],
      Threshold: 65,
      ComparisonOperator: 'GreaterThanThreshold',
      Period: 600,
      EvaluationPeriods: 4,
    });
    const topic = (alarms[0]?.props.AlarmActions as { Ref: string }[] | undefined)?.[0]?.Ref;
    const subscription = resources.find((r) => r.type === 'AWS::SNS::Subscription');
    expect(subscription?.props).toMatchObject({
      TopicArn: { Ref: topic },
      Endpoint: 'reports-team@example.com',
    });
  });

  it("below a threshold in the metric's unit, and on a function's errors in Arabic", () => {
    const storage = alarmsOf('A PostgreSQL database; raise an alarm if its free storage falls below 5 GB.')
      .alarms[0];
    expect(storage?.props).toMatchObject({
      Namespace: 'AWS/RDS',
      MetricName: 'FreeStorageSpace',
      ComparisonOperator: 'LessThanThreshold',
      Threshold: 5 * 1024 ** 3,
    });
    const { resources, alarms } = alarmsOf(
      'دالة لامدا للفواتير، وأطلق إنذاراً إذا تجاوزت أخطاؤها ثلاثة أخطاء خلال دقيقة',
    );
    const fn = resources.find((r) => r.type === 'AWS::Lambda::Function');
    expect(alarms[0]?.props).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: fn?.id } }],
      Threshold: 3,
      Period: 60,
    });
  });

  it("on a fleet's CPU, by its Auto Scaling group", () => {
    const { alarms } = alarmsOf(
      'A web app on EC2 instances behind a load balancer; alarm when CPU is above 70%.',
    );
    expect(alarms[0]?.props).toMatchObject({
      Namespace: 'AWS/EC2',
      MetricName: 'CPUUtilization',
      Dimensions: [{ Name: 'AutoScalingGroupName' }],
      Threshold: 70,
    });
  });

  it('the design stays valid and scored', async () => {
    const result = await generateOffline(
      'One m5.large server; alert ops@example.com when its CPU goes past 85 percent for three consecutive 5-minute periods.',
    );
    expect(result.validity.ok).toBe(true);
    for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
  }, 60_000);
});
