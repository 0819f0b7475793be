import { describe, expect, it } from 'vitest';
import { createElk } from '#shared/diagram/elk';
import {
  type DiagramLayout,
  layoutGraph,
  renderSvg,
  templateToGraph,
  toElkGraph,
} from '#shared/diagram/index';
import { fixtureTemplates } from '#test/fixtures/cost';
import { networkedTemplate } from '#test/fixtures/diagram';

const elk = createElk();
const inside = (inner: { x: number; y: number; width: number; height: number }, outer: typeof inner) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

function overlaps(layout: DiagramLayout): string[] {
  const found: string[] = [];
  layout.nodes.forEach((a, i) => {
    for (const b of layout.nodes.slice(i + 1)) {
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
        found.push(`${a.id}/${b.id}`);
    }
  });
  return found;
}

describe('layout', () => {
  it('gives containers their children in elkjs input and lays every resource inside its container, without overlaps', async () => {
    const graph = templateToGraph(networkedTemplate(60));
    const elkGraph = toElkGraph(graph);
    expect(elkGraph.layoutOptions).toMatchObject({
      'elk.algorithm': 'layered',
      'elk.edgeRouting': 'ORTHOGONAL',
    });
    const layout = await layoutGraph(graph, elk);
    const boxes = new Map([...layout.containers, ...layout.nodes].map((b) => [b.id, b]));
    for (const item of [...layout.nodes, ...layout.containers]) {
      const parent = item.parent ? boxes.get(item.parent) : undefined;
      if (parent) expect(inside(item, parent), `${item.id} in ${parent.id}`).toBe(true);
    }
    expect(overlaps(layout)).toEqual([]);
  });

  it('routes every edge orthogonally from its source to its target', async () => {
    const layout = await layoutGraph(templateToGraph(networkedTemplate(30)), elk);
    for (const edge of layout.edges) {
      expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
      edge.points.slice(1).forEach((p, i) => {
        const q = edge.points[i];
        expect(Math.abs(p.x - q.x) < 0.01 || Math.abs(p.y - q.y) < 0.01, edge.id).toBe(true);
      });
    }
  });
});

describe('renderSvg', () => {
  it('draws every resource and container with a clickable id, and escapes text', async () => {
    const graph = templateToGraph(networkedTemplate(20));
    const layout = await layoutGraph(graph, elk);
    const svg = renderSvg(layout, 'Tom & "Jerry" <app>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;app&gt;</title>');
    const ids = [...svg.matchAll(/data-resource-id="([^"]+)"/g)].map((m) => m[1]).sort();
    const expected = [...graph.nodes.map((n) => n.id), ...graph.containers.map((c) => c.id)].sort();
    expect(ids).toEqual(expected);
    expect(svg.match(/class="edge"/g)?.length).toBe(graph.edges.length);
  });
});

describe('every fixture template', () => {
  it.each(fixtureTemplates().map((t) => [t.name, t.text]))(
    '%s becomes a graph, a layout and an SVG',
    async (_name, text) => {
      const graph = templateToGraph(text);
      expect(graph.nodes.length + graph.containers.length).toBeGreaterThan(0);
      const layout = await layoutGraph(graph, elk);
      expect(layout.width).toBeGreaterThan(0);
      expect(renderSvg(layout)).toContain('</svg>');
    },
  );
});
