// Placeholder until the legal pages work replaces this file.
export default function PrivacyPage() {
  return <h1>Privacy Policy</h1>;
}
