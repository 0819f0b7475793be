import { SERVICES } from '../services/index';

/** The languages a brief is read in: the questions about it are asked in the same one. */
export type BriefLanguage = 'en' | 'ar';

let productWords: Set<string> | undefined;

/** The Latin words of the vocabulary's product names ("api", "gateway", "lambda", "dynamodb"): no language of their own. */
function namesWords(): Set<string> {
  productWords ??= new Set(
    SERVICES.flatMap(
      (s) => (s.names?.source.replace(/\\[bBsSwWdD]/g, ' ').match(/[a-z0-9]{2,}/g) ?? []) as string[],
    ),
  );
  return productWords;
}

/**
 * The brief's language: Arabic when it has at least as many Arabic words as Latin ones that are
 * not product names. A Saudi team's Arabic brief often names services in English ("نريد حاوية S3
 * ودالة Lambda", "ابي API Gateway قدام Lambda تكتب في DynamoDB"): the names carry no language,
 * the words around them do.
 */
export function briefLanguage(text: string): BriefLanguage {
  const arabic = text.match(/[\u0621-\u064a]+/g)?.length ?? 0;
  const names = namesWords();
  const latin = (text.toLowerCase().match(/[a-z][a-z0-9]*/g) ?? []).filter((w) => !names.has(w)).length;
  return arabic > 0 && arabic >= latin ? 'ar' : 'en';
}
