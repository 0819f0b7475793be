import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  localDefinition,
  type TaskState,
  taskHandlerFile,
} from '#functions/lib/adapters/local/local-workflow-starter';
import { WORKFLOW_NAMES } from '#shared/workflows/names';

describe('local workflow definitions', () => {
  it.each(WORKFLOW_NAMES)('%s: every Task state calls an existing task handler', async (workflow) => {
    const definition = await localDefinition(workflow);
    const tasks = Object.entries(definition.States as Record<string, { Type: string }>).filter(
      (entry): entry is [string, TaskState] => entry[1].Type === 'Task',
    );
    expect(tasks.length).toBeGreaterThan(2);
    for (const [stateName, state] of tasks) {
      expect(existsSync(fileURLToPath(taskHandlerFile(state))), stateName).toBe(true);
    }
  });

  it('calls the publish task from the failure branch as well (several states, one task)', async () => {
    const definition = await localDefinition('deploy-stack');
    const file = (name: string) => fileURLToPath(taskHandlerFile(definition.States[name] as TaskState));
    expect(file('PublishFailure')).toBe(file('PublishUpdate'));
    expect(file('PublishUpdate')).toMatch(/functions\/tasks\/publish-update\.ts$/);
  });
});
