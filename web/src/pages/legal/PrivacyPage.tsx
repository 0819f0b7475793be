import { PRIVACY } from './content/privacy';
import LegalLayout from './LegalLayout';

export default function PrivacyPage() {
  return <LegalLayout document={PRIVACY} />;
}
