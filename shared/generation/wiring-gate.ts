import type { Diagnostic } from '../cfn/diagnostic';
import { connectionItems } from './checklist/connections';
import { templateResources } from './checklist/template-facts';
import { type ArchitecturePlan, MAX_NOT_BUILT } from './plan';
import type { SynthesizedTemplate } from './reviews';

type EdgeCheck = NonNullable<SynthesizedTemplate['edges']>[number];

/** Where the gate's wiring errors point: `Connections/<from>/<to>`, as validator errors point at resources. */
const PATH = /^Connections\/([A-Za-z0-9]+)\/([A-Za-z0-9]+)$/;
/** Whether a diagnostic is the wiring check's (an edge), not AWS's validator's (a resource). */
export const isWiringError = (d: Diagnostic) => PATH.test(d.path ?? '');
/** How a connection left out of a design is listed among what was not built. */
export const LEFT_OUT_SERVICE = 'connection';
const LEFT_OUT = /^([A-Za-z0-9]+) reaches ([A-Za-z0-9]+)$/;

/**
 * The wiring check of the validity gate: every edge the plan asks for must hold on the final
 * template on both of its sides (see edgeChecks); each one that does not is an error, so a design
 * with a broken edge goes back to the architect instead of being shown as complete. Edges
 * already left out (listed as not built) are not asked again.
 */
export function wiringErrors(edges: readonly EdgeCheck[], template: string): Diagnostic[] {
  const asked = edges.filter((edge) => !edge.left_out);
  return connectionItems(asked, templateResources(template)).flatMap((item, i) => {
    const edge = asked[i];
    if (item.status === 'met' || !edge) return [];
    return [
      {
        severity: 'ERROR' as const,
        path: `Connections/${edge.from}/${edge.to}`,
        message: `${item.requirement} is not wired on both sides. ${item.detail ?? ''}`.trim(),
      },
    ];
  });
}

/**
 * The architect's last word on edges it could not wire: each edge the gate named is taken out of
 * the plan (so nothing half-wired is deployed: a trigger whose function may not read its source)
 * and listed as not built with the reason, so the checklist and "Not built, and why" say so.
 */
export function leaveOutUnwired(
  plan: ArchitecturePlan,
  diagnostics: readonly Diagnostic[],
): ArchitecturePlan {
  const named = new Map<string, string>();
  for (const d of diagnostics) {
    const match = PATH.exec(d.path ?? '');
    if (match) named.set(`${match[1]}/${match[2]}`, d.message);
  }
  const left = (plan.connections ?? []).filter((c) => named.has(`${c.from}/${c.to}`));
  if (left.length === 0) return plan;
  return {
    ...plan,
    connections: (plan.connections ?? []).filter((c) => !named.has(`${c.from}/${c.to}`)),
    not_built: [
      ...(plan.not_built ?? []),
      ...left.map((c) => ({
        phrase: `${c.from} reaches ${c.to}`,
        service: LEFT_OUT_SERVICE,
        reason: `Left out rather than built half-way: ${named.get(`${c.from}/${c.to}`) ?? ''}`.slice(0, 400),
      })),
    ].slice(0, MAX_NOT_BUILT),
  };
}

/** The edges a plan left out (see leaveOutUnwired), as the checklist lists them: not met, with the reason. */
export function leftOutEdges(plan: Pick<ArchitecturePlan, 'not_built'>): EdgeCheck[] {
  return (plan.not_built ?? []).flatMap((entry) => {
    const match = entry.service === LEFT_OUT_SERVICE ? LEFT_OUT.exec(entry.phrase) : null;
    return match?.[1] && match[2]
      ? [{ from: match[1], to: match[2], assertions: [], left_out: entry.reason }]
      : [];
  });
}
