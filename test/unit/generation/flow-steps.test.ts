import { describe, expect, it } from 'vitest';
import { flowSteps, type Named } from '#shared/generation/reading/chain';

/** Marks each word of `names` where it first occurs in `text`, as the planner's mentions are. */
function mentionsIn(text: string, names: string[], generic: string[] = []): Named<string>[] {
  let from = 0;
  return names.map((name) => {
    const index = text.indexOf(name, from);
    from = index + name.length;
    return { item: name, index, end: from, named: !generic.includes(name) };
  });
}

const flow = (text: string, names: string[], generic: string[] = []) =>
  flowSteps(text, mentionsIn(text, names, generic)).map(
    (s) => `${s.from}>${s.to}${s.stated ? ' stated' : s.toward ? ' toward' : ''}`,
  );

describe('the flow a brief states between its services', () => {
  it('puts what follows "via" before what precedes it, and states both steps', () => {
    expect(flow('ship from Kinesis to Gateway via Firehose', ['Kinesis', 'Gateway', 'Firehose'])).toEqual([
      'Kinesis>Firehose stated',
      'Firehose>Gateway stated',
    ]);
  });

  it('moves past every service of a "via ... and ..." list', () => {
    expect(flow('texts from Topic via Api and Function', ['Topic', 'Api', 'Function'])).toEqual([
      'Api>Function',
      'Function>Topic stated',
    ]);
  });

  it('reads "through" and the Arabic "عبر" as "via"', () => {
    expect(flow('call Polly through Function', ['Polly', 'Function'])).toEqual(['Function>Polly stated']);
    expect(flow('من Kinesis إلى Gateway عبر Firehose', ['Kinesis', 'Gateway', 'Firehose'])).toEqual([
      'Kinesis>Firehose stated',
      'Firehose>Gateway stated',
    ]);
  });

  it('reads "access via", "traffic through" and one word before the service as "via" too', () => {
    expect(flow('Api access via a public Balancer', ['Api', 'Balancer'])).toEqual(['Balancer>Api stated']);
    expect(flow('Site traffic through the Cdn', ['Site', 'Cdn'])).toEqual(['Cdn>Site stated']);
    // any other word before "via" is not the flow's direction
    expect(flow('Bucket events via Bus', ['Bucket', 'Bus'])).toEqual(['Bucket>Bus']);
  });

  it('states "A to B" only when B is named outright, but never reads it backwards', () => {
    expect(flow('Function to Queue', ['Function', 'Queue'])).toEqual(['Function>Queue stated']);
    expect(flow('Stream to an http endpoint', ['Stream', 'endpoint'], ['endpoint'])).toEqual([
      'Stream>endpoint toward',
    ]);
    expect(flow('Function with Queue', ['Function', 'Queue'])).toEqual(['Function>Queue']);
  });

  it('does not join the last service of one sentence to the first of the next', () => {
    expect(flow('Queue to Function. Table stores it', ['Queue', 'Function', 'Table'])).toEqual([
      'Queue>Function stated',
    ]);
  });

  it('reads one service named twice in a row as one place in the flow', () => {
    const text = 'Stream to Gateway endpoint via Firehose';
    const mentions = mentionsIn(text, ['Stream', 'Gateway', 'endpoint', 'Firehose']).map((m) => ({
      ...m,
      item: m.item === 'endpoint' ? 'Gateway' : m.item,
    }));
    expect(flowSteps(text, mentions).map((s) => `${s.from}>${s.to}`)).toEqual([
      'Stream>Firehose',
      'Firehose>Gateway',
    ]);
  });
});
