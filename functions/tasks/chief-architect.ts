import { generationPorts } from '../lib/compose/generation';
import type { GenerationInput } from '../lib/sessions/ports';
import { chiefArchitectStep } from '../lib/sessions/steps/chief-architect';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: GenerationInput) => chiefArchitectStep(generationPorts(), input));
