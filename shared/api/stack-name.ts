import { z } from 'zod';

/** CloudFormation's stack name rule; the spec's minimum length is 3. */
export const STACK_NAME_PATTERN = /^[a-zA-Z][-a-zA-Z0-9]*$/;

export const stackNameSchema = z
  .string()
  .min(3)
  .max(128)
  .regex(STACK_NAME_PATTERN, 'stack_name must start with a letter and hold only letters, digits and hyphens');
