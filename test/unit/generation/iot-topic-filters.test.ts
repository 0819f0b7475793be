import { describe, expect, it } from 'vitest';
import { valuesInDesign } from '#test/fixtures/generation';

/** The topic filters the IoT rules of a brief's design select their messages from (each rule one). */
const filtersOf = (brief: string) => [
  ...new Set(
    valuesInDesign(brief, 'AWS::IoT::TopicRule', 'TopicRulePayload.Sql').map(
      (sql) => /FROM '([^']*)'/.exec(String(sql))?.[1],
    ),
  ),
];

describe("an IoT rule reads the topic the brief's devices publish on", () => {
  it('selects the topic filter the brief writes, in English, Gulf or MSA Arabic, mixed or with typos', () => {
    for (const [brief, filter] of [
      [
        'Soil sensors publish over MQTT on the topic farms/+/soil; an IoT rule stores every message in a DynamoDB table.',
        'farms/+/soil',
      ],
      [
        'الحساسات ترسل على التوبك greenhouse/+/humidity عن طريق MQTT، نبي rule في IoT Core تحط القراءات في Kinesis',
        'greenhouse/+/humidity',
      ],
      [
        'ترسل العدادات قراءاتها عبر MQTT إلى الموضوع meters/+/usage، ونريد قاعدة في IoT Core تحفظها في جدول DynamoDB.',
        'meters/+/usage',
      ],
      ['iot core rule on topik plant/# that triggers a lambda funtion', 'plant/#'],
    ])
      expect(filtersOf(brief), brief).toEqual([filter]);
  });

  it("reads a topic written with a device's placeholder as the filter of every device", () => {
    for (const brief of [
      'Each pump publishes to pumps/{pumpId}/pressure over MQTT and an IoT rule sends the messages to a Lambda function.',
      'كل مضخة تنشر على pumps/<pumpId>/pressure عبر MQTT، وقاعدة IoT ترسل الرسائل إلى دالة Lambda',
    ])
      expect(filtersOf(brief), brief).toEqual(['pumps/+/pressure']);
  });

  it('lets devices publish on the topics of that filter', () => {
    const brief =
      'Sensors publish over MQTT on the topic farms/+/soil; an IoT rule sends them to a Lambda function.';
    const resources = valuesInDesign(brief, 'AWS::IoT::Policy', 'PolicyDocument.Statement.Resource');
    expect(JSON.stringify(resources)).toContain(':topic/farms/*/soil');
  });
});
