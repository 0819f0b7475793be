import { addServiceRole } from '../synthesis/grants';
import { keyArn, ref } from './kit';
import type { ServiceSpec } from './types';

/** A serverless SageMaker inference endpoint; the model's image and artefact are deployment parameters. */
export const sagemaker: ServiceSpec = {
  id: 'sagemaker',
  block_name: 'Model',
  family: 'SageMaker',
  label: 'Amazon SageMaker endpoint',
  names: /\b(amazon sagemaker|sagemaker( endpoints?)?)\b/,
  phrases: /\b(ml (model )?endpoints?|inference endpoints?|machine learning models?|model endpoints?)\b/,
  arabic: /(سيج ?ميكر|نموذج تعلم الآل[ةه]|نقط[ةه] استدلال)/,
  cost: 'request',
  target: { actions: ['sagemaker:InvokeEndpoint'], arn: (n) => ref(n.main) },
  build(ctx, name) {
    const image = ctx.parameter('ModelImage', {
      Type: 'String',
      Description: 'Inference container image of the model (an ECR image URI).',
      AllowedPattern: '^[a-z0-9./:@_-]+$',
    });
    const role = addServiceRole(ctx, name, `${name}ExecutionRole`, 'sagemaker.amazonaws.com');
    const model = ctx.add(name, `${name}Model`, {
      Type: 'AWS::SageMaker::Model',
      Properties: {
        ExecutionRoleArn: { 'Fn::GetAtt': [role, 'Arn'] },
        PrimaryContainer: { Image: ref(image) },
        EnableNetworkIsolation: true,
      },
    });
    const config = ctx.add(name, `${name}EndpointConfig`, {
      Type: 'AWS::SageMaker::EndpointConfig',
      Properties: {
        KmsKeyId: keyArn(),
        ProductionVariants: [
          {
            VariantName: 'main',
            ModelName: { 'Fn::GetAtt': [model, 'ModelName'] },
            ServerlessConfig: { MaxConcurrency: 5, MemorySizeInMB: 2048 },
          },
        ],
      },
    });
    const endpoint = ctx.add(name, `${name}Endpoint`, {
      Type: 'AWS::SageMaker::Endpoint',
      Properties: { EndpointConfigName: { 'Fn::GetAtt': [config, 'EndpointConfigName'] } },
    });
    return { service: 'sagemaker', name, main: endpoint };
  },
};
