import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';

const notBuilt = (prompt: string) => (requirementsFromBrief({ prompt }).not_built ?? []).map((n) => n.phrase);

/** Product names the vocabulary does not know are listed as not built, never dropped silently. */
describe('product names the planner does not know', () => {
  it('are listed as not built', () => {
    expect(notBuilt('Send the report to Amazon Frobnicator every night with Amazon SES')).toEqual([
      'Amazon Frobnicator',
    ]);
  });

  it('but a name in brackets that restates the service just read is not a second one', () => {
    const prompt =
      'A REST API which acts as a proxy for a web server hosted on Amazon Elastic Compute Cloud (Amazon EC2)';
    expect(notBuilt(prompt)).toEqual([]);
    expect(requirementsFromBrief({ prompt }).workloads.map((w) => w.kind)).toContain('web-app');
    // a bracket after something the planner did not read is still said
    expect(notBuilt('Files go to Amazon Frobnicator (Amazon FRB) with Amazon SES')).toEqual([
      'Amazon Frobnicator',
      'Amazon FRB',
    ]);
  });
});
