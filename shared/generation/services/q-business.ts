import { getAtt } from '../../cfn/build';
import { keyArn, stackName } from './kit';
import type { ServiceSpec } from './types';

/**
 * An Amazon Q Business application (users from IAM Identity Center, encrypted with the design's
 * key) with its native index and retriever; its documents come from the data sources added to it.
 */
export const qBusiness: ServiceSpec = {
  id: 'q-business',
  block_name: 'Assistant',
  family: 'QBusiness',
  label: 'Amazon Q Business application',
  names: /\b(amazon q business|q business)\b/,
  phrases: /\b(q business (app|application|assistant)s?)\b/,
  arabic: /(كيو بزنس|كيو للأعمال)/,
  cost: 'hourly',
  target: {
    actions: ['qbusiness:ChatSync', 'qbusiness:Chat', 'qbusiness:ListMessages'],
    arn: (n) => getAtt(n.main, 'ApplicationArn'),
  },
  build(ctx, name) {
    const identityCenter = ctx.parameter('IdentityCenterInstanceArn', {
      Type: 'String',
      AllowedPattern: '^arn:aws[a-z-]*:sso:::instance/(sso)?ins-[a-zA-Z0-9-.]{16}$',
      Description: 'The IAM Identity Center instance whose users the assistant serves.',
    });
    const app = ctx.add(name, `${name}Application`, {
      Type: 'AWS::QBusiness::Application',
      Properties: {
        DisplayName: stackName(name),
        IdentityType: 'AWS_IAM_IDC',
        IdentityCenterInstanceArn: { Ref: identityCenter },
        EncryptionConfiguration: { KmsKeyId: keyArn() },
        AttachmentsConfiguration: { AttachmentsControlMode: 'DISABLED' },
        Tags: ctx.tags(),
      },
    });
    const index = ctx.add(name, `${name}Index`, {
      Type: 'AWS::QBusiness::Index',
      Properties: {
        ApplicationId: getAtt(app, 'ApplicationId'),
        DisplayName: stackName(`${name}-index`),
        Type: 'STARTER',
        CapacityConfiguration: { Units: 1 },
        Tags: ctx.tags(),
      },
    });
    ctx.add(name, `${name}Retriever`, {
      Type: 'AWS::QBusiness::Retriever',
      Properties: {
        ApplicationId: getAtt(app, 'ApplicationId'),
        DisplayName: stackName(`${name}-retriever`),
        Type: 'NATIVE_INDEX',
        Configuration: { NativeIndexConfiguration: { IndexId: getAtt(index, 'IndexId') } },
        Tags: ctx.tags(),
      },
    });
    return { service: 'q-business', name, main: app };
  },
};
