import { generationPorts } from '../lib/compose/generation';
import type { GenerationInput } from '../lib/sessions/ports';
import { validityStep } from '../lib/sessions/steps/validity';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: GenerationInput) => validityStep(generationPorts(), input));
