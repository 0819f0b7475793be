import { describe, expect, it } from 'vitest';
import { FRAME } from '#shared/messages';
import { headerLinks } from '#web/components/header-links';

describe("the header's links", () => {
  it('offer a signed-out visitor only the pages open to them', () => {
    expect(headerLinks(false).map((link) => link.text)).toEqual([FRAME.header.pricing]);
  });
  it('offer a signed-in user the dashboard and settings too', () => {
    expect(headerLinks(true).map((link) => link.to)).toEqual(['/pricing', '/app', '/settings']);
  });
});
