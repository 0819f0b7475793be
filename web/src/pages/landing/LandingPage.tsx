// Placeholder until the landing page work replaces this file.
export default function LandingPage() {
  return <h1>Sahab</h1>;
}
