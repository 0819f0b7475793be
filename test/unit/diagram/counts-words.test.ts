import { describe, expect, it } from 'vitest';
import { DIAGRAM } from '#shared/messages/diagram';

describe("the diagram toolbar's counts", () => {
  it('say one box and one resource in the singular', () => {
    expect(DIAGRAM.counts(1, 1)).toBe('1 box · 1 resource');
    expect(DIAGRAM.counts(1, 2)).toBe('1 box · 2 resources');
    expect(DIAGRAM.counts(18, 57)).toBe('18 boxes · 57 resources');
  });
});
