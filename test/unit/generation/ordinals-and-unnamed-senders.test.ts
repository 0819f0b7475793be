import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { connectionItems } from '#shared/generation/checklist/connections';
import { designOfBrief } from '#test/fixtures/generation';

const countOf = (brief: string, type: string) =>
  designOfBrief(brief).resources.filter((r) => r.type === type).length;

/** The edges the offline reader reads, by service id. */
function edges(prompt: string): string[] {
  const r = requirementsFromBrief({ prompt });
  const id = (name: string) => r.services?.find((s) => s.name === name)?.service ?? name;
  return (r.connections ?? []).map((c) => `${id(c.from)}>${id(c.to)}`);
}

/** An ordinal on the noun a service is said to be ("the second step is a Lambda") sets it apart: one more. */
describe('an ordinal step sets one more of a family apart', () => {
  it.each([
    [
      'English',
      'A state machine runs nightly. The first step is a Lambda that fetches the file, the second step is a Lambda that matches the payments.',
    ],
    [
      'MSA',
      'آلة حالات تعمل ليلاً: الخطوة الأولى Lambda تجلب ملف التسوية، والخطوة الثانية Lambda تطابق العمليات.',
    ],
    ['Gulf', 'نبي state machine كل ليلة، أول خطوة لامدا تجيب الملف وثاني خطوة لامدا تطابق العمليات'],
    [
      'mixed with a typo',
      'Step Functions workflow: the first step is a lambda that validats the order, the third step a lambda that charges the card',
    ],
  ])('%s: %s', (_, brief) => {
    expect(countOf(brief, 'AWS::Lambda::Function')).toBe(2);
  });
});

/**
 * A sentence that sends something to a service and names no sender ("If any step fails, it
 * publishes to an SNS topic", "يُرسل تنبيه إلى موضوع SNS") is said of the sentence before's
 * subject: the state machine publishes, and the edge is wired; a topic cannot start a workflow.
 */
describe('a sentence whose sender goes unnamed', () => {
  it.each([
    [
      'English, a pronoun',
      'The state machine calls three Lambda functions in order.\nIf any step fails, it publishes to an SNS topic fulfilment-failures.',
    ],
    [
      'MSA, a passive',
      'نحتاج سير عمل باستخدام Step Functions يستدعي دالتين للتحقق والأرشفة. عند رفض المستند يُرسَل إشعار إلى موضوع SNS.',
    ],
    [
      'Gulf',
      'نبي Step Functions تشغل لامدا تتحقق من الطلب. ولو فشل يرسل تنبيه على SNS topic اسمه order-alerts',
    ],
  ])('%s: %s', (_, brief) => {
    const read = edges(brief);
    expect(read).toContain('step-functions>sns');
    expect(read).not.toContain('sns>step-functions');
    const { resources, edges: built } = designOfBrief(brief);
    expect(connectionItems(built, resources).every((item) => item.status === 'met')).toBe(true);
  });

  it('a topic the brief has start a workflow is joined the way SNS can deliver, not left unwired', () => {
    const read = edges('An SNS topic triggers a Step Functions workflow.');
    expect(read).not.toContain('sns>step-functions');
  });
});
