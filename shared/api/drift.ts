import { z } from 'zod';

const frameworkSchema = z.enum(['SAMA', 'NCA-ECC', 'CITC']);
const severitySchema = z.enum(['critical', 'high', 'medium', 'low']);

/** A control the live value fails that the template's value passes (the compliance engine's finding). */
export const brokenControlSchema = z.object({
  rule_id: z.string(),
  title: z.string(),
  severity: severitySchema,
  framework: frameworkSchema,
  control_id: z.string(),
});

export const propertyDriftSchema = z.object({
  /** JSON pointer under the resource's Properties */
  path: z.string(),
  /** JSON text of the template's value ('' when the template does not set it) */
  expected: z.string(),
  /** JSON text of the live value ('' when it was removed) */
  actual: z.string(),
  difference: z.enum(['ADD', 'REMOVE', 'NOT_EQUAL']),
  broken_controls: z.array(brokenControlSchema),
});

export const resourceDriftSchema = z.object({
  logical_id: z.string(),
  physical_id: z.string().optional(),
  type: z.string(),
  status: z.enum(['IN_SYNC', 'MODIFIED', 'DELETED', 'NOT_CHECKED']),
  properties: z.array(propertyDriftSchema),
});

/** The last drift check of a deployment: every resource checked, drifted ones with their properties. */
export const driftReportSchema = z.object({
  deployment_id: z.string(),
  checked_at: z.string(),
  trigger: z.enum(['manual', 'scheduled']),
  status: z.enum(['DRIFTED', 'IN_SYNC']),
  resources: z.array(resourceDriftSchema),
});

export const driftAnswerSchema = z.object({ report: driftReportSchema.nullable() });

/** Which drifted property to adopt into the template. */
export const adoptDriftSchema = z.object({
  logical_id: z.string().min(1).max(255),
  path: z.string().min(2).max(1000).startsWith('/'),
});

/** The sandbox console's resources of a stack with their live properties. */
export const sandboxConsoleSchema = z.object({
  resources: z.array(
    z.object({ logical_id: z.string(), type: z.string(), properties: z.record(z.string(), z.unknown()) }),
  ),
});

/** A change made by hand to a live property in the sandbox console (`null` removes it). */
export const sandboxPropertyEditSchema = z.object({
  logical_id: z.string().min(1).max(255),
  path: z.string().min(2).max(1000).startsWith('/'),
  value: z.unknown(),
});

export type BrokenControl = z.infer<typeof brokenControlSchema>;
export type PropertyDriftView = z.infer<typeof propertyDriftSchema>;
export type ResourceDriftView = z.infer<typeof resourceDriftSchema>;
export type DriftReport = z.infer<typeof driftReportSchema>;
export type SandboxConsoleView = z.infer<typeof sandboxConsoleSchema>;
