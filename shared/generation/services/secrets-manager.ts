import { generatedSecret, ref } from './kit';
import type { ServiceSpec } from './types';

export const secretsManager: ServiceSpec = {
  id: 'secrets-manager',
  block_name: 'Secret',
  family: 'SecretsManager',
  label: 'AWS Secrets Manager secret',
  names: /\b(aws secrets manager|secrets ?manager)\b/,
  phrases: /\b(secrets?|credentials|api keys? stored|passwords?)\b/,
  arabic: /(مدير الأسرار|سيكري?تس? ?مان[يا]?جر)/,
  arabic_phrases: /(الأسرار|كلمات المرور|بيانات الاعتماد)/,
  cost: 'storage',
  target: {
    actions: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'],
    arn: (n) => ref(n.main),
  },
  build(ctx, name) {
    return { service: 'secrets-manager', name, main: generatedSecret(ctx, name, 'app') };
  },
};
