import { REFUND } from './content/refund';
import LegalLayout from './LegalLayout';

export default function RefundPage() {
  return <LegalLayout document={REFUND} />;
}
