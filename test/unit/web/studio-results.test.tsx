import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { ledgerWords } from '#shared/generation/ledger-words';
import { gatePlan } from '#shared/generation/raw/index';
import { STUDIO } from '#shared/messages/studio';
import { checklistFor } from '#test/fixtures/checklist';
import { RAW } from '#test/fixtures/raw-resources';
import { makeSessionView } from '#test/fixtures/web';
import { AgentTimeline } from '../../../web/src/pages/studio/AgentTimeline';
import { Markdown, markdownBlocks } from '../../../web/src/pages/studio/Markdown';
import { NotBuilt, notBuiltEntries } from '../../../web/src/pages/studio/NotBuilt';

describe('review notes rendered', () => {
  it('reads headings, lists and paragraphs', () => {
    expect(
      markdownBlocks('# Design review\n\nA plan.\n\n## Security\n- **Fixed** one\n- two').map((b) => b.kind),
    ).toEqual(['heading', 'paragraph', 'heading', 'list']);
  });

  it('shows bold and code, and never markup from the text', () => {
    const html = renderToStaticMarkup(
      <Markdown source={'- **Bucket** `AWS::S3::Bucket` <img src=x onerror=alert(1)>'} />,
    );
    expect(html).toContain('<strong>Bucket</strong>');
    expect(html).toContain('<code>AWS::S3::Bucket</code>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
});

describe('not built, and why', () => {
  it("lists the architect's entries, then named services missing without a word", () => {
    const checklist = checklistFor(
      'Orders go to an SQS queue, then to Kafka and an SFTP server for partners.',
      {
        Orders: { Type: 'AWS::SQS::Queue' },
      },
    );
    const design = {
      not_built: [
        { phrase: 'SFTP', service: 'transfer-family', reason: 'Transfer Family is not in this plan.' },
      ],
    };
    const entries = notBuiltEntries(design, checklist);
    expect(entries[0]).toEqual({
      what: 'SFTP (transfer-family)',
      why: 'Transfer Family is not in this plan.',
    });
    expect(entries.map((e) => e.what).join(' | ')).toContain('Amazon MSK (Kafka)');
    // SFTP is said once, by the architect; SQS was built
    expect(entries.filter((e) => /sftp/i.test(e.what))).toHaveLength(1);
    expect(entries.some((e) => /SQS/.test(e.what))).toBe(false);
    expect(notBuiltEntries(undefined, undefined)).toEqual([]);
  });

  it('lists a clause of the brief nothing was read from, in its own words', () => {
    const checklist = checklistFor(
      'An SQS queue for orders, and print every invoice on the office printer.',
      {
        Orders: { Type: 'AWS::SQS::Queue' },
      },
    );
    const entries = notBuiltEntries({ not_built: [] }, checklist);
    expect(entries).toEqual([
      {
        what: `${ledgerWords('en').notUnderstood}: "print every invoice on the office printer"`,
        why: ledgerWords('en').notUnderstoodDetail,
      },
    ]);
  });

  it('says a service once when the architect named it and the brief quoted it in other words', () => {
    // the checklist quotes the brief ("Virtual desktops"); the architect names the product
    const checklist = checklistFor('Virtual desktops on Amazon WorkSpaces for 20 staff.', {
      Staff: { Type: 'AWS::SQS::Queue' },
    });
    const design = {
      not_built: [{ phrase: 'Amazon WorkSpaces', reason: 'Not in the service vocabulary.' }],
    };
    const entries = notBuiltEntries(design, checklist);
    expect(entries.filter((e) => /WorkSpaces/.test(e.what))).toEqual([
      { what: 'Amazon WorkSpaces', why: 'Not in the service vocabulary.' },
    ]);
  });
});

describe('raw resources in the studio', () => {
  it('lists a raw resource a gate dropped under "Not built, and why", with its type and reason', () => {
    const requirements = requirementsFromBrief({ prompt: 'an api' });
    const plan = gatePlan(
      { ...planFromRequirements(requirements), extra_resources: [RAW.good, RAW.escalating] },
      requirements,
    );
    // the design artifact carries the plan's not_built as it is
    const html = renderToStaticMarkup(
      <NotBuilt entries={notBuiltEntries({ not_built: plan.not_built }, undefined)} />,
    );
    expect(html).toContain('Not built, and why');
    expect(html).toContain('<strong>OpsRole (AWS::IAM::Role)</strong>');
    expect(html).toMatch(/IAM escalation: it attaches the AdministratorAccess managed policy/);
    expect(html).not.toContain('ReportSchedules');
  });
});

describe("the agents' progress bar", () => {
  const shown = (html: string, words: string) => html.split(words).length - 1;

  it('says a finished design is ready once, and a failed one failed, never ready', () => {
    const ready = renderToStaticMarkup(<AgentTimeline session={makeSessionView()} live={false} />);
    expect(shown(ready, STUDIO.timeline.ready)).toBe(1);
    const failed = renderToStaticMarkup(
      <AgentTimeline
        session={makeSessionView({ status: 'failed', error: 'The validator refused it.' })}
        live={false}
      />,
    );
    expect(failed).not.toContain(STUDIO.timeline.ready);
    expect(shown(failed, STUDIO.timeline.failed)).toBe(1);
  });
});
