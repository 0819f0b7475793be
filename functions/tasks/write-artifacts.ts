import { generationPorts } from '../lib/compose/generation';
import type { GenerationInput } from '../lib/generation/ports';
import { artifactsStep } from '../lib/generation/steps/write-artifacts';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: GenerationInput) => artifactsStep(generationPorts(), input));
