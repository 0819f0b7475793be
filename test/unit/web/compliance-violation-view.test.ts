import { describe, expect, it } from 'vitest';
import { makeScanViolation } from '#test/fixtures/scan-results';
import {
  compareControlIds,
  filterCounts,
  filterViolations,
  headline,
  searchViolations,
  shownControls,
  sortViolations,
  violationView,
} from '#web/pages/compliance/violation-view';

// Real rules with different reach: versioning is cited by SAMA and NCA-ECC, the public access
// block by all three, and a CITC-only view of it cites only CITC.
const versioning = makeScanViolation({
  rule_id: 's3-bucket-versioning',
  detected_at: '2026-11-20T10:00:00Z',
});
const publicBlock = makeScanViolation({
  rule_id: 's3-public-access-block',
  detected_at: '2026-11-19T10:00:00Z',
});
const citcOnly = makeScanViolation({
  rule_id: 's3-public-access-block',
  frameworks: ['CITC'],
  detected_at: '2026-11-21T10:00:00Z',
});
const lowTag = makeScanViolation({ rule_id: 'lambda-dlq', detected_at: '2026-11-18T00:00:00Z' });
const all = [versioning, publicBlock, citcOnly, lowTag];

describe('violation filters', () => {
  it('keeps every violation for "all" and only the cited framework otherwise; NCA means NCA-ECC', () => {
    expect(filterViolations(all, 'all')).toEqual(all);
    expect(filterViolations(all, 'CITC')).toEqual([publicBlock, citcOnly]);
    expect(filterViolations(all, 'NCA').every((v) => v.frameworks.includes('NCA-ECC'))).toBe(true);
    expect(filterViolations(all, 'NCA')).not.toContain(citcOnly);
    expect(filterViolations(all, 'SAMA')).not.toContain(citcOnly);
  });

  it('counts what each filter would show', () => {
    const counts = filterCounts(all);
    expect(counts.all).toBe(4);
    expect(counts.CITC).toBe(filterViolations(all, 'CITC').length);
    expect(counts.SAMA).toBe(filterViolations(all, 'SAMA').length);
    expect(counts.NCA).toBe(filterViolations(all, 'NCA').length);
  });
});

describe('violation sorts', () => {
  it('orders by the spec severity order (critical, high, medium, low), newest first within one', () => {
    const sorted = sortViolations(all, 'severity');
    const ranks = sorted.map((v) => ['critical', 'high', 'medium', 'low'].indexOf(v.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const criticals = sorted.filter((v) => v.severity === 'critical');
    expect(criticals.map((v) => v.detected_at)).toEqual(
      criticals.map((v) => v.detected_at).sort((a, b) => b.localeCompare(a)),
    );
  });

  it('puts the most recent first', () => {
    expect(sortViolations(all, 'recent')).toEqual([citcOnly, versioning, publicBlock, lowTag]);
  });

  it('groups by the framework of the failed control in SAMA, NCA-ECC, CITC order, then control by control', () => {
    const sorted = sortViolations(all, 'framework');
    const frameworks = sorted.map((v) => v.controls?.find((c) => c.control_id === v.control_id)?.framework);
    const order = ['SAMA', 'NCA-ECC', 'CITC'];
    expect(frameworks.map((f) => order.indexOf(f ?? ''))).toEqual(
      frameworks.map((f) => order.indexOf(f ?? '')).sort((a, b) => a - b),
    );
    expect(sorted.at(-1)).toBe(citcOnly);
  });

  it('does not reorder the input and breaks ties on the violation id, so polls never shuffle the list', () => {
    const twins = [
      makeScanViolation({ violation_id: 'v-b', detected_at: '2026-11-20T10:00:00Z' }),
      makeScanViolation({ violation_id: 'v-a', detected_at: '2026-11-20T10:00:00Z' }),
    ];
    const copy = [...twins];
    expect(sortViolations(twins, 'recent').map((v) => v.violation_id)).toEqual(['v-a', 'v-b']);
    expect(twins).toEqual(copy);
  });

  it('filters before sorting', () => {
    expect(violationView(all, 'CITC', 'recent')).toEqual([citcOnly, publicBlock]);
  });

  it('compares control ids in document order', () => {
    expect(['2-8-3-10', '2-8-3-9', '2-2-3-3'].sort(compareControlIds)).toEqual([
      '2-2-3-3',
      '2-8-3-9',
      '2-8-3-10',
    ]);
    expect(['3.3.14', '3.3.9', '3.3.3'].sort(compareControlIds)).toEqual(['3.3.3', '3.3.9', '3.3.14']);
  });

  it("shows each cited framework beside its own controls, or only the filtered framework's", () => {
    const lines = shownControls(publicBlock, 'all');
    expect(lines.map((line) => line.framework)).toEqual(['SAMA', 'NCA-ECC', 'CITC']);
    for (const line of lines)
      expect(line.controlIds.sort()).toEqual(
        publicBlock.controls
          ?.filter((c) => c.framework === line.framework)
          .map((c) => c.control_id)
          .sort(),
      );
    // the violation's own control sits under its framework only, never under all three
    expect(lines.filter((line) => line.controlIds.includes(publicBlock.control_id))).toHaveLength(1);
    const citc = shownControls(publicBlock, 'CITC');
    expect(citc.map((line) => line.framework)).toEqual(['CITC']);
    expect(citc[0]?.controlIds).not.toContain(publicBlock.control_id);
  });

  it('finds violations by every word of a search, in any field, ignoring case', () => {
    const inStack = makeScanViolation({ stack_name: 'web-app-1124', logical_id: 'DataBucket' });
    const list = [...all, inStack];
    expect(searchViolations(list, '  ')).toEqual(list);
    expect(searchViolations(list, 'WEB-APP databucket')).toEqual([inStack]);
    expect(searchViolations(list, 'web-app nothing-like-this')).toEqual([]);
    expect(searchViolations(list, 'lambda-dlq')).toEqual([lowTag]);
  });
});

describe('headline', () => {
  it("keeps a finding's first sentence for the detail's heading, never cutting at the dots of an address", () => {
    const first = "SQS queue 'https://sqs.us-east-1.amazonaws.com/1/jobs' stores data in us-east-1.";
    expect(headline(`${first} SAMA 3.4.3 needs approval. NCA-ECC 4-2-3-3 asks more.`)).toBe(first);
    expect(headline('Version 1.2.3 of the engine is old')).toBe('Version 1.2.3 of the engine is old');
  });
});
