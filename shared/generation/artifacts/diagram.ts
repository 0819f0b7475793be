import { createElk } from '../../diagram/elk';
import { layoutGraph, renderSvg, templateToGraph } from '../../diagram/index';
import type { DiagramGraph } from '../../diagram/types';

export interface RenderedDiagram {
  graph: DiagramGraph;
  svg: string;
}

/**
 * The diagram stage: the template as a graph of every resource (VPC > subnet tier > subnet boxes,
 * reference edges), and the drawing as the web shows it first, glue folded into its owners.
 */
export async function renderDiagram(
  template: string,
  region: string,
  title: string,
): Promise<RenderedDiagram> {
  const graph = templateToGraph(template, { region, expand: 'all' });
  const layout = await layoutGraph(templateToGraph(template, { region }), createElk());
  return { graph, svg: renderSvg(layout, title) };
}
