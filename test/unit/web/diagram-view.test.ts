import { describe, expect, it } from 'vitest';
import { NAME_SIZE } from '#shared/diagram/text';
import { actualSizeView, fitView, initialView } from '#web/diagram/use-pan-zoom';

describe("the diagram's '100%'", () => {
  const content = { width: 1400, height: 700 };
  const canvas = { width: 1000, height: 500 };

  it('opens on the middle of what was in view (after Fit, the middle of the diagram), not its top-left corner', () => {
    const view = actualSizeView(fitView(content, canvas), content, canvas);
    expect(view.scale).toBe(1);
    // the canvas's middle shows the content's middle
    expect(view.x + canvas.width / 2).toBeCloseTo(content.width / 2, 0);
    expect(view.y + canvas.height / 2).toBeCloseTo(content.height / 2, 0);
  });

  it('keeps the place the user zoomed into', () => {
    const view = actualSizeView({ scale: 0.8, x: 600, y: 100 }, content, canvas);
    expect(view.x + canvas.width / 2).toBeCloseTo(600 + canvas.width / 2 / 0.8, 0);
  });
});

describe("the diagram's fitted view", () => {
  it('never shrinks names below 8 px: a diagram too wide for that shows its start and pans', () => {
    const wide = { width: 1242, height: 644 };
    const phone = { width: 350, height: 400 };
    for (const view of [fitView(wide, phone), initialView(wide, phone)]) {
      expect(view.scale * NAME_SIZE).toBeGreaterThanOrEqual(8);
      expect(view.x).toBeLessThanOrEqual(0); // its left edge, where the flow starts
    }
  });

  it('still shows the whole diagram when it fits at a readable size', () => {
    const view = fitView({ width: 900, height: 300 }, { width: 1000, height: 500 });
    expect(view.scale).toBeGreaterThan(1);
  });
});
