import { describe, expect, it } from 'vitest';
import { SCORE_BADGE_COLOR, scoreBand } from '#web/components/score-band';

describe("a compliance score's colour", () => {
  it('follows the score: green only from 80, amber from 50, red below', () => {
    expect(SCORE_BADGE_COLOR[scoreBand(96)]).toBe('green');
    expect(SCORE_BADGE_COLOR[scoreBand(65)]).not.toBe('green');
    expect(scoreBand(65)).toBe('fair');
    expect(scoreBand(49)).toBe('poor');
    expect(SCORE_BADGE_COLOR[scoreBand(10)]).toBe('red');
  });
});
