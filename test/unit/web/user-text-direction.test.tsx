import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeSessionView } from '#test/fixtures/web';
import { OpenSession } from '../../../web/src/pages/studio/OpenSession';

describe('text a person wrote keeps its own direction', () => {
  it("isolates an Arabic brief and the design's name so they read right to left", () => {
    const prompt = 'نحتاج منصة حجوزات لعيادة أسنان مع قاعدة بيانات';
    const html = renderToStaticMarkup(
      <OpenSession
        session={makeSessionView({ prompt, status: 'running' })}
        live={false}
        onChanged={() => {}}
        onOpen={() => {}}
        onStarted={() => {}}
      />,
    );
    expect(html).toContain(`<bdi dir="auto">${prompt}</bdi>`);
    expect(html).toContain('<bdi dir="auto">منصة حجوزات لعيادة أسنان</bdi>');
  });
});
