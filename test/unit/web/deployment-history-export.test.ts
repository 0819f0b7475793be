import { describe, expect, it } from 'vitest';
import type { HistoryEntryView } from '#shared/api/deployment-changes';
import { historyCsv, historyJson } from '#web/pages/deployments/history-export';

const ENTRY: HistoryEntryView = {
  at: '2026-11-29T07:00:00.000Z',
  action: 'update',
  actor: 'owner@example.com',
  summary: 'Updated stack orders-db: DatabaseName orders -> orders_v2',
  outcome: null,
  change_set: {
    name: 'sahab-update-0123',
    changes: [{ action: 'replace', logical_id: 'Database', resource_type: 'AWS::RDS::DBInstance' }],
  },
  scores_after: { SAMA: 90, 'NCA-ECC': 85, CITC: 88 },
};

describe('deployment history export', () => {
  it('writes one CSV row per entry with the change set and the scores after, formulas defused', () => {
    const csv = historyCsv([
      ENTRY,
      { ...ENTRY, action: 'delete', summary: '=HYPERLINK("x")', change_set: null, scores_after: null },
      { ...ENTRY, outcome: 'rolled back', summary: 'Rolled back', change_set: null },
    ]);
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('at,action,actor,outcome,summary,change_set,changes,scores_after');
    expect(lines[1]).toBe(
      '2026-11-29T07:00:00.000Z,update,owner@example.com,,Updated stack orders-db: DatabaseName orders -> orders_v2,sahab-update-0123,replace Database (AWS::RDS::DBInstance),SAMA 90; NCA-ECC 85; CITC 88',
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[3]).toContain('update,owner@example.com,rolled back,Rolled back');
  });

  it('writes JSON naming the deployment, every entry as the API gave it', () => {
    const parsed = JSON.parse(historyJson('orders-db', 'dep-1', [ENTRY]));
    expect(parsed).toEqual({ deployment_id: 'dep-1', stack_name: 'orders-db', entries: [ENTRY] });
  });
});
