import { ref, sub } from '../../cfn/build';
import { addKey, KEY_ID } from '../synthesis/parts';
import type { ServiceSpec } from './types';

/**
 * A KMS key named in the brief, with the alias it gives: the design's one customer managed key
 * (rotated yearly) under that alias, not a second key beside it.
 */
export const kmsKey: ServiceSpec = {
  id: 'kms-key',
  block_name: 'KeyAlias',
  family: 'KMS',
  label: 'AWS KMS key',
  names: /\b(aws kms|kms(?: keys?| kee?y?s?)?|customer[- ]managed (?:kms |encryption )?keys?)\b/,
  phrases: /\b(encryption keys?)\b/,
  arabic: /(مفتاح (?:ال)?تشفير|مفاتيح (?:ال)?تشفير)/,
  cost: 'hourly',
  accessory: true,
  stated_settings: [
    {
      key: 'alias',
      words: /\b(alias\/[a-z0-9/_-]+)/,
      as: 'attribute',
      anywhere: true,
      label: 'alias',
      shows: { types: ['AWS::KMS::Alias'], path: 'AliasName' },
    },
  ],
  build(ctx, name, settings) {
    addKey(ctx);
    const alias = ctx.add(name, `${name}Alias`, {
      Type: 'AWS::KMS::Alias',
      Properties: {
        AliasName:
          typeof settings.alias === 'string'
            ? settings.alias
            : sub(`alias/\${AWS::StackName}-${name.toLowerCase()}`),
        TargetKeyId: ref(KEY_ID),
      },
    });
    return { service: 'kms-key', name, main: alias };
  },
};
