import { getAtt, keyArn } from './kit';
import type { ServiceSpec } from './types';

/** A lifecycle policy that expires every image past the newest `count`. */
const keepLast = (count: number) =>
  JSON.stringify({
    rules: [
      {
        rulePriority: 1,
        description: `Keep the last ${count} images`,
        selection: { tagStatus: 'any', countType: 'imageCountMoreThan', countNumber: count },
        action: { type: 'expire' },
      },
    ],
  });

/** A private image repository: immutable tags, scan on push, encrypted with the design's key. */
export const ecr: ServiceSpec = {
  id: 'ecr',
  block_name: 'Images',
  family: 'ECR',
  label: 'Amazon ECR repository',
  names: /\b(amazon ecr|ecr( repositor(y|ies))?|elastic container registry)\b/,
  phrases: /\b(container registry|image repositor(y|ies)|docker registry|container images?)\b/,
  arabic_phrases: /(سجل الحاويات|مستودع الصور|صور الحاويات)/,
  cost: 'storage',
  stated_settings: [
    {
      // "keep only the last 15 images", "the 10 most recent images", "آخر ١٠ صور", "khallo akher 10"
      key: 'kept_images',
      words:
        /\b(?:keep|keeps|kept|retain|retains|hold|holds|only)\s+(?:only\s+)?(?:the\s+)?(?:last|latest|newest|most recent)\s+(\d{1,4})\s+(?:docker\s+|container\s+)?(?:images|image tags|tags|builds)\b|\b(?:keep|keeps|retain|retains)\s+(?:only\s+)?(?:the\s+)?(\d{1,4})\s+(?:most recent|latest|newest)\s+images\b|\bimages?\b[^.;\n]{0,40}?\bakh[ei]r\s+(\d{1,4})\b|(?:آخر|اخر)\s*(\d{1,4})\s*(?:صور[ةه]?|صور|نسخ[ةه]?|images)/,
      as: 'count',
      anywhere: true,
      min: 1,
      max: 10000,
      label: 'images kept',
    },
  ],
  target: {
    actions: [
      'ecr:BatchGetImage',
      'ecr:GetDownloadUrlForLayer',
      'ecr:PutImage',
      'ecr:InitiateLayerUpload',
      'ecr:UploadLayerPart',
      'ecr:CompleteLayerUpload',
      'ecr:BatchCheckLayerAvailability',
    ],
    arn: (n) => getAtt(n.main, 'Arn'),
  },
  build(ctx, name, settings) {
    const kept = Number(settings.kept_images);
    const repo = ctx.add(name, `${name}Repository`, {
      Type: 'AWS::ECR::Repository',
      Properties: {
        ImageTagMutability: 'IMMUTABLE',
        ImageScanningConfiguration: { ScanOnPush: true },
        EncryptionConfiguration: { EncryptionType: 'KMS', KmsKey: keyArn() },
        ...(kept > 0 && { LifecyclePolicy: { LifecyclePolicyText: keepLast(kept) } }),
        Tags: ctx.tags(),
      },
    });
    return { service: 'ecr', name, main: repo };
  },
};
