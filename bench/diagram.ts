/**
 * Times the diagram model: template -> graph, then graph -> ELK layout (elkjs on this thread, as
 * the browser's worker runs it), then SVG, for templates of 30, 100 and 300 resources (a
 * three-zone VPC and web tiers), as the page first draws them (glue folded into its owners).
 * Goal: 300 resources laid out in under 1 s. Then the boxes drawn for a 59-resource web
 * application, folded and with every resource shown (goal: at most about 20 by default).
 *
 *   npm run bench:diagram            sizes 30, 100, 300
 *   BENCH_SIZES=300 npm run bench:diagram
 */
import { loadavg } from 'node:os';
import { createElk } from '#shared/diagram/elk';
import { layoutGraph, renderSvg, templateToGraph } from '#shared/diagram/index';
import { networkedTemplate, webApplicationTemplate } from '#test/fixtures/diagram';

const sizes = (process.env.BENCH_SIZES ?? '30,100,300').split(',').map(Number);
const RUNS = 5;
const elk = createElk();

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

// elkjs is compiled Java: its first layouts run slowly until the JIT warms up, as a page's first would.
const coldStart = performance.now();
await layoutGraph(templateToGraph(networkedTemplate(30)), elk);
const cold = performance.now() - coldStart;
for (let i = 0; i < 3; i++) await layoutGraph(templateToGraph(networkedTemplate(100)), elk);

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (2 cores); median of ${RUNS} runs`,
);
console.log(`first layout in the process (30 resources, cold JIT): ${cold.toFixed(0)} ms`);
console.log(
  'resources  nodes  containers  edges   graph ms  layout ms  svg ms  graph+layout ms  layout cpu ms',
);
for (const size of sizes) {
  const text = networkedTemplate(size);
  const samples = {
    graph: [] as number[],
    layout: [] as number[],
    svg: [] as number[],
    total: [] as number[],
    cpu: [] as number[],
  };
  let shape = { nodes: 0, containers: 0, edges: 0 };
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const graph = templateToGraph(text);
    const t1 = performance.now();
    const cpu0 = process.cpuUsage();
    const layout = await layoutGraph(graph, elk);
    const cpu = process.cpuUsage(cpu0);
    const t2 = performance.now();
    renderSvg(layout);
    const t3 = performance.now();
    samples.graph.push(t1 - t0);
    samples.layout.push(t2 - t1);
    samples.svg.push(t3 - t2);
    samples.total.push(t2 - t0);
    samples.cpu.push((cpu.user + cpu.system) / 1000);
    shape = { nodes: graph.nodes.length, containers: graph.containers.length, edges: graph.edges.length };
  }
  const cells = [
    String(size).padStart(9),
    String(shape.nodes).padStart(6),
    String(shape.containers).padStart(11),
    String(shape.edges).padStart(6),
    median(samples.graph).toFixed(1).padStart(10),
    median(samples.layout).toFixed(0).padStart(10),
    median(samples.svg).toFixed(1).padStart(7),
    median(samples.total).toFixed(0).padStart(16),
    median(samples.cpu).toFixed(0).padStart(14),
  ];
  console.log(cells.join(' '));
}

const app = webApplicationTemplate();
const boxes = (graph: ReturnType<typeof templateToGraph>) => graph.nodes.length + graph.containers.length;
const folded = templateToGraph(app);
const everything = templateToGraph(app, { expand: 'all' });
console.log(
  `web application, ${folded.resources.length} resources: ${boxes(folded)} boxes by default (${folded.nodes.length} resources, ${folded.containers.length} containers), ${boxes(everything)} with every resource shown`,
);
