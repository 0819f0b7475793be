import { describe, expect, it } from 'vitest';
import { cardDefinitionOf } from '#web/components/table-cards';

interface Row {
  name: string;
  status: string;
}

describe("a table's columns as cards on a phone", () => {
  it('heads each card with the first column and keeps every other column, actions included, as a section', () => {
    const definition = cardDefinitionOf<Row>([
      { id: 'name', header: 'Name', cell: (r) => r.name },
      { id: 'status', header: 'Status', cell: (r) => r.status },
      { id: 'actions', header: 'Actions', cell: (r) => `Unlink ${r.name}` },
    ]);
    const row = { name: 'sandbox', status: 'Active' };
    expect(definition.header?.(row)).toBe('sandbox');
    expect(definition.sections?.map((s) => [s.id, s.header])).toEqual([
      ['status', 'Status'],
      ['actions', 'Actions'],
    ]);
    expect(definition.sections?.map((s) => s.content?.(row))).toEqual(['Active', 'Unlink sandbox']);
  });
});
