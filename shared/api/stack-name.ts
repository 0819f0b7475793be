import { z } from 'zod';
import { STACK_NAME_PATTERN } from './name-rules';

/** CloudFormation's stack name rule (./name-rules.ts); the spec's minimum length is 3. */
export const stackNameSchema = z
  .string()
  .min(3)
  .max(128)
  .regex(STACK_NAME_PATTERN, 'stack_name must start with a letter and hold only letters, digits and hyphens');
