import { generationPorts } from '../lib/compose/generation';
import type { GenerationInput } from '../lib/generation/ports';
import { leadArchitectStep } from '../lib/generation/steps/lead-architect';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: GenerationInput) => leadArchitectStep(generationPorts(), input));
