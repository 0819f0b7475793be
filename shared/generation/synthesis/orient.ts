import type { ArchitecturePlan, Block, Connection } from '../plan';
import type { Requirements } from '../requirements';
import { serviceById } from '../services/index';
import type { ServiceSpec } from '../services/types';

/**
 * What synthesis makes of a plan before building it so that the design works, read from the
 * services' own data (what each starts, polls, needs, and how long a function may run), never
 * from a brief's words:
 * - a trigger that starts nothing (a schedule whose only edge comes from the function it could
 *   start) starts that function: a schedule with no target is refused by CloudFormation;
 * - a queue or stream nothing reads is the work source of the design's long-running application
 *   (its containers or servers), which consumes it;
 * - work that runs longer than a function may (15 minutes) runs as a Fargate task that a Step
 *   Functions workflow starts and waits for, in place of the function.
 */
export function orientForWork(plan: ArchitecturePlan, requirements: Requirements): ArchitecturePlan {
  return offLambda(feedApplication(startWhatTriggersNeed(plan)), requirements);
}

const specOf = (block: Block | undefined): ServiceSpec | undefined =>
  block?.kind === 'service' ? serviceById(block.options.service) : undefined;

/** A trigger: it pushes to others and cannot work without something to start (a schedule). */
export const isTrigger = (spec: ServiceSpec | undefined) =>
  spec?.emits === 'push' && (spec.needs ?? []).some((need) => typeof need === 'string');

function startWhatTriggersNeed(plan: ArchitecturePlan): ArchitecturePlan {
  const byName = new Map(plan.blocks.map((b) => [b.name, b]));
  const connections = plan.connections ?? [];
  const flipped = connections.map((edge) => {
    const trigger = byName.get(edge.to);
    const spec = specOf(trigger);
    // a bus a pipe delivers to ends the flow: its rules are for later consumers (see ends_flow)
    if (!isTrigger(spec) || spec?.ends_flow || edge.via) return edge;
    if (connections.some((c) => c.from === edge.to)) return edge;
    const from = specOf(byName.get(edge.from));
    if (!from || !spec?.sends_to?.includes(from.id)) return edge;
    return {
      ...edge,
      from: edge.to,
      to: edge.from,
      reason:
        `${spec.label} starts ${from.label}: a trigger with nothing to start does nothing (${edge.reason})`.slice(
          0,
          300,
        ),
    };
  });
  return { ...plan, connections: flipped };
}

/** Application blocks that run all the time and can take work from a queue or stream themselves. */
const LONG_RUNNING = ['containers', 'web-servers'];

function feedApplication(plan: ArchitecturePlan): ArchitecturePlan {
  const connections = plan.connections ?? [];
  const app = plan.blocks.find((b) => LONG_RUNNING.includes(b.kind));
  // where a function is in the design, a source it does not read is the reader's question, not the application's
  const functions = plan.blocks.some((b) => specOf(b)?.id === 'lambda');
  if (!app || functions) return plan;
  const fed = plan.blocks.filter((b) => {
    const spec = specOf(b);
    return (
      spec?.emits === 'poll' && spec.read && !spec.ends_flow && !connections.some((c) => c.from === b.name)
    );
  });
  if (fed.length === 0) return plan;
  return {
    ...plan,
    connections: [
      ...connections,
      ...fed.map((source) => ({
        from: source.name,
        to: app.name,
        reason: `${specOf(source)?.label} is the work ${app.name} takes: nothing else reads it`,
      })),
    ],
  };
}

/** The longest a Lambda function may run. */
const FUNCTION_SECONDS = 900;
/** A task with room for long work: 1 vCPU and 4 GB (Fargate's sizes, not a price). */
const LONG_TASK = { cpu: '1024', memory_mb: 4096 } as const;

function offLambda(plan: ArchitecturePlan, requirements: Requirements): ArchitecturePlan {
  const seconds = requirements.stated?.run_seconds ?? 0;
  if (seconds <= FUNCTION_SECONDS) return plan;
  const functions = plan.blocks.filter((b) => specOf(b)?.id === 'lambda' || b.kind === 'queue-worker');
  if (functions.length === 0) return plan;
  const byName = new Map(plan.blocks.map((b) => [b.name, b]));
  /** an edge from a caller that holds its request open for the reply (an API): its function answers in seconds */
  const waiting = (edge: Connection) => specOf(byName.get(edge.from))?.waits === true;
  const names = new Set(plan.blocks.map((b) => b.name));
  const free = (name: string) => {
    let candidate = name.slice(0, 24);
    for (let i = 2; names.has(candidate); i++) candidate = `${name.slice(0, 22)}${i}`;
    names.add(candidate);
    return candidate;
  };
  let blocks = [...plan.blocks];
  let connections: Connection[] = [...(plan.connections ?? [])];
  const longWork = (fn: Block, workflowName: string) => {
    const task = free(`${fn.name}Task`);
    const made: Block[] = [
      {
        kind: 'service',
        name: workflowName,
        reason: `Starts ${task} and waits for it, with retries: the work runs longer than a function may`,
        options: { service: 'step-functions', count: 1, settings: {} },
      },
      {
        kind: 'service',
        name: task,
        reason: `${fn.name}'s long work as a Fargate task: it runs for up to ${Math.round(seconds / 60)} minutes`,
        options: { service: 'ecs', count: 1, settings: { ...LONG_TASK, data_access: true } },
      },
    ];
    connections.push({ from: workflowName, to: task, reason: 'the workflow runs the task and waits for it' });
    return { made, task };
  };
  let moved = 0;
  for (const fn of functions) {
    const into = connections.filter((c) => c.to === fn.name);
    const answering = into.filter(waiting);
    // a function an API waits on answers it and stays; what else started it now starts the long work
    if (answering.length > 0) {
      const handed = into.filter((c) => !waiting(c));
      if (handed.length === 0) continue;
      const workflow = free(`${fn.name}Workflow`);
      const { made, task } = longWork(fn, workflow);
      blocks.push(...made);
      connections = connections.map((c) => (handed.includes(c) ? { ...c, to: workflow } : c));
      // the task reaches what the function reaches, and reads what an event hands it (a bucket's object)
      for (const c of connections.filter((c) => c.from === fn.name && c.to !== workflow))
        connections.push({ ...c, from: task });
      for (const c of handed.filter((c) => specOf(byName.get(c.from))?.hands_over))
        connections.push({ from: task, to: c.from, reason: `${task} reads what ${c.from}'s event names` });
      moved++;
      continue;
    }
    const workflow = fn.kind === 'queue-worker' ? free(`${fn.name}Workflow`) : fn.name;
    const { made: replaced, task } = longWork(fn, workflow);
    // a queue worker keeps its queue, which now starts the workflow
    if (fn.kind === 'queue-worker')
      replaced.unshift({
        kind: 'service',
        name: fn.name,
        reason: fn.reason,
        options: { service: 'sqs', count: 1, settings: {} },
      });
    blocks = blocks.flatMap((b) => (b === fn ? replaced : [b]));
    // what the function reached, the task now reaches; what started it now starts the workflow
    connections = connections.map((c) => (c.from === fn.name && c.to !== task ? { ...c, from: task } : c));
    if (fn.kind === 'queue-worker')
      connections.push({ from: fn.name, to: workflow, reason: 'each job on the queue starts the workflow' });
    moved++;
  }
  // every function answers an API: the first hands the long work to a workflow of its own
  const answerer = functions[0];
  if (moved === 0 && answerer) {
    const workflow = free(`${answerer.name}Workflow`);
    const { made, task } = longWork(answerer, workflow);
    blocks.push(...made);
    for (const c of connections.filter((c) => c.from === answerer.name))
      connections.push({ ...c, from: task });
    connections.push({
      from: answerer.name,
      to: workflow,
      reason: `${answerer.name} answers its API at once and hands the long work to the workflow`,
    });
  }
  return {
    ...plan,
    blocks,
    connections,
    decisions: [
      ...plan.decisions,
      `The work runs for up to ${Math.round(seconds / 60)} minutes, longer than the 15 minutes a Lambda function may run, so it runs as a Fargate task that a Step Functions workflow starts and waits for, with retries; a function an API waits on stays a function and answers at once.`,
    ].slice(0, 30),
  };
}
