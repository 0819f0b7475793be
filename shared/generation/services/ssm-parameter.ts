import type { ServiceSpec } from './types';

/** A parameter's value as briefs write one: a JSON object or list, a quoted text, or one word before the sentence's stop. */
const VALUE = String.raw`(?:(\{[^{}\n]*\}|\[[^[\]\n]*\])|["'‘“]([^"'’”\n]+)["'’”]|([^\s"'’”,;،]+?)(?=[.,;،]?(?:\s|$)))`;

/** What a parameter holds when the brief gives no value: set it after deployment. */
const UNSET = 'set-after-deployment';

/**
 * A Systems Manager Parameter Store parameter named in the brief, with its name, type and value
 * (a SecureString is not a type CloudFormation creates: it is kept as a String and said).
 */
export const ssmParameter: ServiceSpec = {
  id: 'ssm-parameter',
  block_name: 'Parameter',
  family: 'SSM',
  label: 'Systems Manager parameter',
  names: /\b(ssm parameters?|parameter store(?: parameters?)?|systems manager parameters?)\b/,
  phrases: /\b(ssm parameters?|parameter store)\b/,
  arabic: /(مخزن (?:ال)?(?:معلمات|معاملات|باراميترات))/,
  cost: 'none',
  accessory: true,
  stated_settings: [
    {
      key: 'parameter_name',
      words:
        /(?<![\w:/.])(\/[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)*)|\b(?:named|called)\s+([a-z0-9_.-]+)|(?:باسم|اسمه|اسمها)\s+([a-z0-9_.-]+)/,
      as: 'attribute',
      label: 'parameter name',
      shows: { types: ['AWS::SSM::Parameter'], path: 'Name' },
    },
    // its value after the word "value" or its Arabic forms, with or without ":", "=" or "is", or
    // after "=" or ":" right beside its name ("/shop/prod/currency = SAR", "Value: legacy", "value
    // {"newGradesPage": false}", "والقيمة: maintenance"): a word, a quoted text or a JSON object,
    // kept as written (capitals and all)
    {
      key: 'value',
      words: new RegExp(
        String.raw`(?:\bvalue|(?<![\u0621-\u064a])(?:قيمته|قيمتها|بقيمة|والقيمة|القيمة|وقيمته|وقيمتها)(?![\u0621-\u064a]))\s*(?:(?:is|of|to|هي|=|:)\s*){0,2}${VALUE}|(?<![\w:/.])\/[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)*\s*[=:]\s*${VALUE}`,
      ),
      as: 'attribute',
      anywhere: true,
      label: 'value',
    },
    { key: 'type', words: /\bstring ?list\b/, value: 'StringList', anywhere: true },
  ],
  build(ctx, name, settings) {
    const parameter = ctx.add(name, `${name}Parameter`, {
      Type: 'AWS::SSM::Parameter',
      Properties: {
        ...(typeof settings.parameter_name === 'string' ? { Name: settings.parameter_name } : {}),
        Type: settings.type === 'StringList' ? 'StringList' : 'String',
        Value: typeof settings.value === 'string' ? settings.value : UNSET,
        Description: `${name}: read by the design's applications`,
      },
    });
    return { service: 'ssm-parameter', name, main: parameter };
  },
};
