import { z } from 'zod';

export const ARTIFACT_KINDS = [
  'cloudformation',
  'diagram-svg',
  'diagram-graph',
  'cost',
  'compliance',
  'sarif',
  'review',
  'terraform',
  'pipeline',
] as const;
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number];

/** Kinds only the Pro and Premium plans receive ("CI/CD and Terraform-ready outputs"). */
export const PAID_EXTRA_KINDS: readonly ArtifactKind[] = ['terraform', 'pipeline'];

/** `GET /api/session/{id}/artifacts` lists these. */
export const artifactSchema = z.object({
  kind: z.enum(ARTIFACT_KINDS),
  name: z.string().min(1),
  content_type: z.string().min(1),
  content: z.string(),
});
export type Artifact = z.infer<typeof artifactSchema>;

export const artifactListSchema = z.object({ artifacts: z.array(artifactSchema) });
export type ArtifactList = z.infer<typeof artifactListSchema>;
