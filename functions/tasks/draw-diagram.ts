import { generationPorts } from '../lib/compose/generation';
import type { GenerationInput } from '../lib/sessions/ports';
import { diagramStep } from '../lib/sessions/steps/diagram';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: GenerationInput) => diagramStep(generationPorts(), input));
