import { generationPorts } from '../lib/compose/generation';
import type { GenerationInput } from '../lib/generation/ports';
import { synthesisStep } from '../lib/generation/steps/synthesize-template';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: GenerationInput) => synthesisStep(generationPorts(), input));
