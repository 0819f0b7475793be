import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTED_TYPES, NOT_IN_ACCOUNTS } from '#functions/lib/scans/resource-types';

const RULES_DIR = join(import.meta.dirname, '../../../shared/compliance/rules');

/** Every type a rule's source reads from the context: `ctx.ofType('X')` and `policyType: 'X'`. */
function typesRulesRead(): string[] {
  const found = new Set<string>();
  const files = readdirSync(RULES_DIR, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  );
  for (const file of files) {
    const text = readFileSync(join(RULES_DIR, file), 'utf8');
    for (const [, type] of text.matchAll(/(?:ofType\(|policyType: )'(AWS::[A-Za-z0-9]+::[A-Za-z0-9]+)'/g))
      found.add(type);
  }
  return [...found].sort();
}

describe('what an account scan collects', () => {
  it('holds every type a rule reads through the context, so live relationships have both ends', () => {
    const read = typesRulesRead();
    expect(read).toContain('AWS::EC2::FlowLog');
    expect(read.filter((type) => !COLLECTED_TYPES.includes(type) && !NOT_IN_ACCOUNTS.has(type))).toEqual([]);
  });
});
