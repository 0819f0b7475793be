import { createElk } from '../../diagram/elk';
import { layoutGraph, renderSvg, templateToGraph } from '../../diagram/index';
import type { DiagramGraph } from '../../diagram/types';

export interface RenderedDiagram {
  graph: DiagramGraph;
  svg: string;
}

/** The diagram stage: the template as a graph (VPC > zone > subnet boxes, reference edges), laid out and drawn. */
export async function renderDiagram(
  template: string,
  region: string,
  title: string,
): Promise<RenderedDiagram> {
  const graph = templateToGraph(template, { region });
  const layout = await layoutGraph(graph, createElk());
  return { graph, svg: renderSvg(layout, title) };
}
