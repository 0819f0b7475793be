/** The languages a brief is read in: the questions about it are asked in the same one. */
export type BriefLanguage = 'en' | 'ar';

/**
 * The brief's language: Arabic when it has more Arabic letters than Latin ones (a Saudi team's
 * Arabic brief often names services in English: "نريد حاوية S3 ودالة Lambda").
 */
export function briefLanguage(text: string): BriefLanguage {
  const arabic = text.match(/[\u0600-\u06FF]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic > latin ? 'ar' : 'en';
}
