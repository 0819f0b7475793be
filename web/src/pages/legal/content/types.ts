/**
 * A legal page as data, so the wording can be reviewed and changed without touching layout code.
 * A block is either a paragraph (string) or a bulleted list (array of strings).
 */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  /** anchor id used by the table of contents */
  id: string;
  heading: string;
  body: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** one or two sentences shown under the title */
  summary: string;
  sections: readonly LegalSection[];
}
