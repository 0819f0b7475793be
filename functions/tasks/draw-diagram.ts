import { generationPorts } from '../lib/compose/generation';
import type { GenerationInput } from '../lib/generation/ports';
import { diagramStep } from '../lib/generation/steps/draw-diagram';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: GenerationInput) => diagramStep(generationPorts(), input));
