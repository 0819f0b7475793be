// Placeholder until the legal pages work replaces this file.
export default function TermsPage() {
  return <h1>Terms and Conditions</h1>;
}
