import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

/** The rules, buses and PutEvents grants of a brief's design. */
function busesOf(brief: string) {
  const { resources } = designOfBrief(brief);
  const rules = resources.filter((r) => r.type === 'AWS::Events::Rule' && r.props.EventPattern);
  const grants = JSON.stringify(resources.filter((r) => r.type === 'AWS::IAM::Role').map((r) => r.props));
  return {
    buses: resources.filter((r) => r.type === 'AWS::Events::EventBus').length,
    rules: rules.map((r) => ({
      bus: r.props.EventBusName,
      pattern: r.props.EventPattern as { source?: string[] },
    })),
    putsOnDefault: grants.includes('event-bus/default'),
  };
}

describe('"the default event bus" is the account\'s own bus: a rule there, no bus of the design\'s', () => {
  it('English: a function publishes to the default event bus, a rule on a stated source starts another', () => {
    const design = busesOf(
      "A Lambda publishes every settled payment to the default event bus; a rule on source 'payments.settlement' triggers a reconciliation Lambda.",
    );
    expect(design.buses).toBe(0);
    expect(design.rules).toHaveLength(1);
    expect(design.rules[0]?.bus).toBeUndefined();
    expect(design.rules[0]?.pattern.source).toEqual(['payments.settlement']);
    expect(design.putsOnDefault).toBe(true);
  });

  it('English: "the default EventBridge bus" with a detail type', () => {
    const design = busesOf(
      "Our order service puts an event on the default EventBridge bus when an order ships; route events with detail-type 'OrderShipped' to an SQS queue.",
    );
    expect(design.buses).toBe(0);
    expect(design.rules.every((r) => r.bus === undefined)).toBe(true);
    expect(design.rules[0]?.pattern).toEqual({ 'detail-type': ['OrderShipped'] });
  });

  it('Gulf Arabic, mixed: الـ default event bus', () => {
    const design = busesOf(
      'نبي Lambda ترسل الأحداث على الـ default event bus، وقاعدة EventBridge على source اسمه orders.app تشغل Lambda ثانية.',
    );
    expect(design.buses).toBe(0);
  });

  it('MSA: ناقل الأحداث الافتراضي', () => {
    const design = busesOf(
      'دالة Lambda تنشر الأحداث على ناقل الأحداث الافتراضي، وقاعدة على المصدر billing.invoices تشغّل دالة Lambda أخرى.',
    );
    expect(design.buses).toBe(0);
  });

  it('guard: a custom bus the brief asks for is still built', () => {
    const design = busesOf(
      "A Lambda publishes order events to a custom event bus; a rule on source 'shop.orders' triggers another Lambda.",
    );
    expect(design.buses).toBe(1);
  });
});
