import { describe, expect, it } from 'vitest';
import { normaliseBrief } from '#shared/generation/reading/normalise';
import { designOfBrief } from '#test/fixtures/generation';

/** The edges of a brief's design, as "From>To". */
const edgesOf = (brief: string) => designOfBrief(brief).edges.map((e) => `${e.from}>${e.to}`);
const typesOf = (brief: string) => new Set(designOfBrief(brief).resources.map((r) => r.type));

describe('a misspelt word at the end of a sentence', () => {
  it('is read as the vocabulary word it is nearest to, the full stop after it no part of a name', () => {
    expect(normaliseBrief('ويحطها في داينمو.').text).toContain('داينامو.');
    expect(normaliseBrief('the worker writes to a dynamo tabel.').text).toContain('table.');
    // a name with a dot inside it stays as written
    expect(normaliseBrief('the domain lamdba.example.com').text).toContain('lamdba.example.com');
  });

  it('builds the table a Gulf brief names with a typo before its full stop', () => {
    expect(typesOf('نبي طابور رسائل وشغّيل لامدا يسحب منه الرسايل ويحطها في داينمو.')).toContain(
      'AWS::DynamoDB::Table',
    );
  });
});

describe('the Arabic words that join two services', () => {
  it('reads a verb with its object pronoun attached ("وترسلها إلى": and sends them to) as the flow it says', () => {
    expect(edgesOf('الدالة تسحب من الطابور وترسلها إلى موضوع SNS')).toEqual([
      'Queue>Handler',
      'Handler>Topic',
    ]);
  });

  it('reads the Gulf verbs and spellings: "تودي" (sends on), "تقرا" (reads, no hamza)', () => {
    expect(edgesOf('طابور SQS ولامدا تقرا منه الطلبات وتودي النتيجة لموضوع SNS')).toEqual([
      'Queue>Handler',
      'Handler>Topic',
    ]);
  });

  it('reads "updates" ("وتحدّث") as a write to the store after a stream the function reads', () => {
    const edges = edgesOf('ولامبدا تقرا من Kinesis stream وتحدّث آخر موقع في جدول داينامو');
    expect(edges).toContain('Handler>Items');
    expect(edges).not.toContain('Items>Events');
  });
});
