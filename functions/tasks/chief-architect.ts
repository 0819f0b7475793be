import { generationPorts } from '../lib/compose/generation';
import type { GenerationInput } from '../lib/generation/ports';
import { chiefArchitectStep } from '../lib/generation/steps/chief-architect';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: GenerationInput) => chiefArchitectStep(generationPorts(), input));
