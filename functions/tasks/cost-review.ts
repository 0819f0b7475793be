import { generationPorts } from '../lib/compose/generation';
import type { GenerationInput } from '../lib/generation/ports';
import { costStep } from '../lib/generation/steps/cost-review';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: GenerationInput) => costStep(generationPorts(), input));
