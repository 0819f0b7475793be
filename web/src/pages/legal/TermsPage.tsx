import { TERMS } from './content/terms';
import LegalLayout from './LegalLayout';

export default function TermsPage() {
  return <LegalLayout document={TERMS} />;
}
