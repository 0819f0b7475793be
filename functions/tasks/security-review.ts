import { generationPorts } from '../lib/compose/generation';
import type { GenerationInput } from '../lib/generation/ports';
import { securityStep } from '../lib/generation/steps/security-review';
import { taskHandler } from '../lib/tasks/task-handler';

export const handler = taskHandler((input: GenerationInput) => securityStep(generationPorts(), input));
