import { describe, expect, it } from 'vitest';
import { csvField, csvFile, scanToCsv } from '#shared/scan-export/csv';
import { makeScan, makeScanViolation } from '#test/fixtures/scan-results';

/** A small RFC 4180 reader, to read the export back as a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('CSV export of a scan', () => {
  it('has a header and one row per violation that reads back to the same values', () => {
    const tricky = makeScanViolation({
      resource: 'bucket, "quoted"\nand a new line',
      remediation: 'Set "Versioning": Enabled, then wait.',
      estimated_cost: 12.5,
    });
    const scan = makeScan({ violations: [makeScanViolation(), tricky] });
    const text = scanToCsv(scan);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(header.map((h, i) => [h, rows[1][i]]));
    expect(row.resource).toBe(tricky.resource);
    expect(row.remediation).toBe(tricky.remediation);
    expect(row.estimated_cost_usd_monthly).toBe('12.5');
    expect(row.frameworks).toBe(tricky.frameworks.join('; '));
    expect(row.controls.split('; ')).toEqual(tricky.controls?.map((c) => `${c.framework} ${c.control_id}`));
    expect(Object.fromEntries(header.map((h, i) => [h, rows[0][i]])).estimated_cost_usd_monthly).toBe('');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const attack of ['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\tcmd']) {
      expect(csvField(attack).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvField('plain')).toBe('plain');
    const scan = makeScan({ violations: [makeScanViolation({ resource: '=cmd|calc' })] });
    expect(scanToCsv(scan)).toContain(",'=cmd|calc,");
  });

  it('names the file after the scan and its day', () => {
    expect(csvFile(makeScan()).filename).toBe('sahab-scan-scan-012-2026-11-20.csv');
  });
});
