/** A cloud in a rounded square: "sahab" is Arabic for clouds. */
export function SahabLogo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#0b5394" />
      <path d="M9 21.5a5 5 0 0 1 .6-9.96A7 7 0 0 1 23 13a4.3 4.3 0 0 1 .2 8.5z" fill="#fff" />
    </svg>
  );
}
