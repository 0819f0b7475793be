// Placeholder until the legal pages work replaces this file.
export default function RefundPage() {
  return <h1>Refund Policy</h1>;
}
