import { generationPorts } from '../lib/compose/generation';
import type { GenerationInput } from '../lib/sessions/ports';
import { synthesisStep } from '../lib/sessions/steps/synthesis';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: GenerationInput) => synthesisStep(generationPorts(), input));
