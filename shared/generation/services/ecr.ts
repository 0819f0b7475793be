import { getAtt, keyArn } from './kit';
import type { ServiceSpec } from './types';

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
  build(ctx, name) {
    const repo = ctx.add(name, `${name}Repository`, {
      Type: 'AWS::ECR::Repository',
      Properties: {
        ImageTagMutability: 'IMMUTABLE',
        ImageScanningConfiguration: { ScanOnPush: true },
        EncryptionConfiguration: { EncryptionType: 'KMS', KmsKey: keyArn() },
        Tags: ctx.tags(),
      },
    });
    return { service: 'ecr', name, main: repo };
  },
};
