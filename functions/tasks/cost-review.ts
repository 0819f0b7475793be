import { generationPorts } from '../lib/compose/generation';
import type { GenerationInput } from '../lib/sessions/ports';
import { costStep } from '../lib/sessions/steps/cost';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: GenerationInput) => costStep(generationPorts(), input));
