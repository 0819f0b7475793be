/**
 * A legal page as data, so the wording can be reviewed and changed without touching layout code.
 * A block is either a paragraph (string) or a bulleted list. A list item is plain text, or a
 * term shown in bold followed by its explanation.
 */
export type LegalListItem = string | { term: string; text: string };
export type LegalBlock = string | readonly LegalListItem[];

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
