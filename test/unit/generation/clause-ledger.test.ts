import { describe, expect, it } from 'vitest';
import { clausesOf } from '#shared/generation/checklist/clauses';
import { briefWithAnswers } from '#shared/generation/clarify/questions';
import { ledgerWords } from '#shared/generation/ledger-words';
import { checklistFor } from '#test/fixtures/checklist';

const notUnderstood = (brief: string, resources: Parameters<typeof checklistFor>[1] = {}) =>
  checklistFor(brief, resources)
    .items.filter((i) => i.kind === 'clause')
    .map((i) => ({ quote: i.quote, status: i.status, requirement: i.requirement }));

describe('every clause of the brief is in the ledger: read, or listed as not understood', () => {
  it('cuts a brief at sentence ends and joining words, not at the dots of names and versions', () => {
    const clauses = clausesOf(
      'One t3.small box for api.example.com, and mail ops@example.com. Then back it up; also keep logs',
    ).map((c) => c.text);
    expect(clauses).toEqual([
      'One t3.small box for api.example.com',
      'mail ops@example.com',
      'Then back it up',
      'also keep logs',
    ]);
  });

  it('lists the clause it could not read in its own words, and not the clauses it read', () => {
    const brief =
      'A queue feeding a worker lambda, and have our legal team sign off on every contract by hand. Thanks!';
    const items = notUnderstood(brief, {
      Jobs: { Type: 'AWS::SQS::Queue' },
      Worker: { Type: 'AWS::Lambda::Function' },
    });
    expect(items).toEqual([
      {
        quote: 'have our legal team sign off on every contract by hand',
        status: 'not-met',
        requirement: ledgerWords('en').notUnderstood,
      },
    ]);
  });

  it('reads an Arabic clause joined by a verb with its prefix as a clause of its own', () => {
    const items = notUnderstood('نريد طابور رسائل SQS ونطبع الفواتير على طابعة المكتب كل صباح.', {
      Jobs: { Type: 'AWS::SQS::Queue' },
    });
    expect(items.map((i) => i.quote)).toEqual(['ونطبع الفواتير على طابعة المكتب كل صباح']);
  });

  it('takes a misspelt name as read, and the questions and answers after a brief as not the brief', () => {
    const brief = briefWithAnswers('a lamdba that drains an sqs queu', [
      {
        id: 'purpose',
        question: 'What should it do for the people who use it?',
        answer: 'Nothing for people, only a back-office job.',
        default: '',
        defaulted: false,
      },
    ]);
    expect(notUnderstood(brief, { Worker: { Type: 'AWS::Lambda::Function' } })).toEqual([]);
  });
});

describe('a service the brief introduces one by one is asked for that many times', () => {
  const serviceItem = (brief: string, resources: Parameters<typeof checklistFor>[1]) =>
    checklistFor(brief, resources).items.find(
      (i) => i.kind === 'service' && /S3|OpenSearch/.test(i.requirement),
    );
  const bucket = { Type: 'AWS::S3::Bucket' };

  it('counts two buckets named apart, and holds the template to both', () => {
    const brief = 'Invoices dropped into the billing bucket are rendered by a Lambda into an archive bucket.';
    expect(serviceItem(brief, { Billing: bucket })).toMatchObject({
      requirement: '2 × Amazon S3',
      status: 'not-met',
    });
    expect(serviceItem(brief, { Billing: bucket, Archive: bucket })?.status).toBe('met');
  });

  it('reads "the bucket" as the one named before, and a name inside another product or a dotted name as no mention', () => {
    expect(serviceItem('Files land in a bucket; the bucket starts a job.', { Files: bucket })).toMatchObject({
      requirement: 'Amazon S3',
      status: 'met',
    });
    expect(
      serviceItem('OpenSearch Ingestion feeds logs into an OpenSearch domain.', {
        Search: { Type: 'AWS::OpenSearchService::Domain' },
      })?.requirement,
    ).toBe('Amazon OpenSearch');
  });
});
