import { type Block, type BlockKind, blockSchema, optionKeys } from '#shared/generation/plan';
import type { Requirements, WorkloadKind } from '#shared/generation/requirements';

/** The workloads whose stated settings are a block's options. */
const SOURCES: Partial<Record<BlockKind, readonly WorkloadKind[]>> = {
  'web-servers': ['web-app'],
  containers: ['containers', 'web-app'],
  'relational-database': ['relational-database'],
  cache: ['cache'],
  search: ['search'],
  stream: ['streaming'],
  'user-directory': ['user-sign-in'],
  'key-value-table': ['key-value'],
};

/** Graviton instance types carry a `g` after their generation ("m7g.large", "t4g.small"). */
const GRAVITON = /^[a-z]+\d+[a-z]*g[a-z]*\./;

/**
 * The blocks with what the brief states of them (instance type and count, shards, MFA...) in
 * place of the architect's defaults: each stated option the block takes and allows is used and
 * said as a decision; one it does not allow is said as not used, never a failed plan.
 */
export function withStatedOptions(blocks: Block[], req: Requirements, decisions: string[]): Block[] {
  return blocks.map((block) => {
    const stated = Object.assign(
      {},
      ...(SOURCES[block.kind] ?? []).map(
        (kind) => req.workloads.find((w) => w.kind === kind)?.settings ?? {},
      ),
    ) as Record<string, string | number | boolean>;
    let options = { ...block.options } as Record<string, unknown>;
    const used: string[] = [];
    for (const [key, value] of Object.entries(stated)) {
      if (!optionKeys(block.kind).includes(key)) continue;
      const candidate = { ...options, [key]: value, ...implied(block.kind, key, value, options) };
      if (blockSchema.safeParse({ ...block, options: candidate }).success) {
        options = candidate;
        used.push(`${key.replace(/_/g, ' ')} ${value}`);
      } else
        decisions.push(
          `${block.name}: the brief's ${key.replace(/_/g, ' ')} ${value} is outside what the block allows, so its default stands.`,
        );
    }
    if (used.length > 0 && decisions.length < 30)
      decisions.push(`${block.name}: ${used.join(', ')}, as the brief states.`);
    return { ...block, options } as Block;
  });
}

/** What a stated option brings along: the architecture of an instance type, a maximum no smaller than the count. */
function implied(kind: BlockKind, key: string, value: unknown, options: Record<string, unknown>) {
  if (kind === 'web-servers' && key === 'instance_type')
    return { architecture: GRAVITON.test(String(value)) ? 'arm64' : 'x86_64' };
  if (key === 'min_instances' && Number(options.max_instances) < Number(value))
    return { max_instances: Number(value) };
  if (key === 'desired_tasks' && Number(options.max_tasks) < Number(value))
    return { max_tasks: Number(value) };
  if (kind === 'stream' && key === 'shards') return { mode: 'PROVISIONED' };
  return {};
}
