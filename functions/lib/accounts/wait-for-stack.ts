import type { RegionalTarget } from '../ports/cloud-target';
import { isTerminalStackStatus, type StackDeployer, type StackDescription } from '../ports/stack-deployer';

export interface StackWait {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  pollMs: number;
  /** epoch ms after which the last description is returned as it is, still in progress */
  deadline: number;
}

/** Describes the stack until it reaches a terminal status or the deadline passes. */
export async function waitForStack(
  stacks: Pick<StackDeployer, 'describeStack'>,
  target: RegionalTarget,
  stackId: string,
  wait: StackWait,
): Promise<StackDescription | undefined> {
  for (;;) {
    const stack = await stacks.describeStack(target, stackId);
    if (!stack || isTerminalStackStatus(stack.status)) return stack;
    const left = wait.deadline - wait.now();
    if (left <= 0) return stack;
    await wait.sleep(Math.min(wait.pollMs, left));
  }
}
