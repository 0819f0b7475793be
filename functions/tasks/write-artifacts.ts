import { generationPorts } from '../lib/compose/generation';
import type { GenerationInput } from '../lib/sessions/ports';
import { artifactsStep } from '../lib/sessions/steps/artifacts';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: GenerationInput) => artifactsStep(generationPorts(), input));
