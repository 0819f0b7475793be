import { z } from 'zod';

export const ARTIFACT_KINDS = [
  'cloudformation',
  'diagram-svg',
  'diagram-graph',
  'cost',
  'compliance',
  'sarif',
  'review',
  'checklist',
  'design',
  'terraform',
  'pipeline',
] as const;
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number];

/** Kinds only Pro and Premium receive (spec section 9: "CI/CD and Terraform-ready outputs"). */
export const PAID_ARTIFACT_KINDS: readonly ArtifactKind[] = ['terraform', 'pipeline'];

/** One artifact of a run, as `GET /api/session/{id}/artifacts` lists it (the one list of kinds). */
export const artifactSchema = z.object({
  kind: z.enum(ARTIFACT_KINDS),
  name: z.string().min(1),
  content_type: z.string().min(1),
  content: z.string(),
});
export type Artifact = z.infer<typeof artifactSchema>;

export const artifactListSchema = z.object({ artifacts: z.array(artifactSchema) });
export type ArtifactList = z.infer<typeof artifactListSchema>;
