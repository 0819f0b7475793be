import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

const brokerOf = (brief: string) =>
  resourcesOfBrief(brief).find((r) => r.type === 'AWS::AmazonMQ::Broker')?.props as
    | { EngineType: string; HostInstanceType: string; DeploymentMode: string }
    | undefined;

/**
 * Amazon MQ runs the engine the brief names: RabbitMQ named (in English, Arabic, mixed or
 * misspelt) is a RabbitMQ broker, never ActiveMQ; its stated instance type and a broker spread over
 * zones are kept.
 */
describe('the broker engine follows the brief', () => {
  it.each([
    'We need a managed RabbitMQ broker for our legacy order system.',
    'a rabit mq broker on Amazon MQ for the old billing app',
    'وسيط رسائل رابت إم كيو مُدار لنظامنا القديم.',
    'نبي Amazon MQ بمحرك RabbitMQ للنظام القديم',
  ])('%s', (brief) => {
    expect(brokerOf(brief)?.EngineType).toBe('RABBITMQ');
  });

  it('an ActiveMQ broker named stays ActiveMQ', () => {
    expect(brokerOf('A managed ActiveMQ broker for our JMS clients.')?.EngineType).toBe('ACTIVEMQ');
  });

  it('the stated instance type and a cluster across zones are kept', () => {
    const broker = brokerOf(
      'A managed RabbitMQ broker, mq.m5.xlarge, clustered across availability zones, not publicly accessible.',
    );
    expect(broker?.HostInstanceType).toBe('mq.m5.xlarge');
    expect(broker?.DeploymentMode).toBe('CLUSTER_MULTI_AZ');
  });
});
