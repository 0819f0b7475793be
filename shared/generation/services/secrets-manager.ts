import { generatedSecret, ref } from './kit';
import type { ServiceSpec } from './types';

export const secretsManager: ServiceSpec = {
  id: 'secrets-manager',
  block_name: 'Secret',
  family: 'SecretsManager',
  label: 'AWS Secrets Manager secret',
  names: /\b(aws secrets manager|secrets ?manager)\b/,
  // the rules users' passwords follow ("password minimum 12 characters", "strong passwords") are
  // the sign-in's, not a secret to keep
  phrases:
    /\b(secrets?|credentials|api keys? stored|(?<!(?:strong|complex|user|users|customer|customers|their) )passwords?(?! (?:policy|policies|rules?|length|minimum|min|complexity|requirements?|of at least|at least|expir\w*|reset\w*)))\b/,
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
