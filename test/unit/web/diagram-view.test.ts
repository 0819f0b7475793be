import { describe, expect, it } from 'vitest';
import { actualSizeView, fitView } from '#web/diagram/use-pan-zoom';

describe("the diagram's '100%'", () => {
  const content = { width: 3000, height: 1500 };
  const canvas = { width: 1000, height: 500 };

  it('opens on the middle of what was in view (after Fit, the middle of the diagram), not its top-left corner', () => {
    const view = actualSizeView(fitView(content, canvas), content, canvas);
    expect(view.scale).toBe(1);
    // the canvas's middle shows the content's middle
    expect(view.x + canvas.width / 2).toBeCloseTo(content.width / 2, 0);
    expect(view.y + canvas.height / 2).toBeCloseTo(content.height / 2, 0);
  });

  it('keeps the place the user zoomed into', () => {
    const view = actualSizeView({ scale: 0.5, x: 2000, y: 500 }, content, canvas);
    expect(view.x + canvas.width / 2).toBeCloseTo(2000 + canvas.width, 0);
  });
});
