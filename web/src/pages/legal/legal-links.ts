/** The three public legal pages, in the order every footer lists them. */
export interface LegalLink {
  path: string;
  label: string;
}

export const LEGAL_LINKS: readonly LegalLink[] = [
  { path: '/privacy-policy', label: 'Privacy Policy' },
  { path: '/terms-and-conditions', label: 'Terms and Conditions' },
  { path: '/refund-policy', label: 'Refund Policy' },
];
