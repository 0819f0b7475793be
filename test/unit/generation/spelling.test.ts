import { describe, expect, it } from 'vitest';
import { normaliseBrief } from '#shared/generation/reading/normalise';
import { readsAs } from '#shared/generation/spelling';

describe('misspelt words', () => {
  it('are allowed more edits the longer they are', () => {
    const pairs: [string, string, boolean][] = [
      ['laod', 'load', true], // four letters: two swapped
      ['form', 'from', true],
      ['queu', 'queue', false], // four letters: no letter added
      ['watch', 'batch', false], // five: no letter changed
      ['lamda', 'lambda', true],
      ['charge', 'change', false], // six: no letter changed
      ['functon', 'function', true],
      ['cloudfrnt', 'cloudfront', true],
      ['eventbrdge', 'eventbridge', true],
      ['kinesis', 'kinases', false], // two edits in seven letters
      ['compliant', 'compliance', false], // two edits in the ending: another form of a word
      ['application', 'replication', false], // another first letter: another word
      ['notificaton', 'notification', true], // one edit near the end is still a slip
      ['احتفظ', 'احتفاظ', true],
    ];
    for (const [written, word, reads] of pairs)
      expect([written, word, readsAs(written, word)]).toEqual([written, word, reads]);
  });

  it('read as the vocabulary word they stray from, never a word of the trade or of grammar', () => {
    const read = (brief: string) => normaliseBrief(brief).text;
    expect(read('containres on fargate, no laod balancer')).toBe('containers on fargate, no load balancer');
    expect(read('a bank app, highly available, SAMA compliant')).toBe(
      'a bank app, highly available, sama compliant',
    );
    expect(read('lamda functon in pyhton 3.12')).toBe('lambda function in python 3.12');
    expect(read('put cloudfrnt in front of the opensearh domain')).toBe(
      'put cloudfront in front of the opensearch domain',
    );
    expect(read('saves form submissions; 3 nodes; charge the card')).toBe(
      'saves form submissions; 3 nodes; charge the card',
    );
  });

  it('never reads a name written in camel case as a misspelling ("storeId" is no "stored")', () => {
    // arrange: identifiers in English, Gulf and MSA Arabic and mixed briefs, one near a vocabulary word
    const briefs = [
      'a DynamoDB table with partition key storeId and sort key saleDate',
      'جدول داينمو مفتاحه storeId',
      'جدول DynamoDB مفتاح التقسيم فيه storeId ومفتاح الفرز saleDate',
      'dynamo tabel, pk storeId plz',
    ];
    // act, assert
    for (const brief of briefs) expect(normaliseBrief(brief).original, brief).toContain('storeId');
  });
});
