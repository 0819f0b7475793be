import './light-button.css';

/**
 * A centred spinner with its label, for screens that have nothing else to show yet. Plain markup,
 * not Cloudscape's Spinner: this is in the first download of every page, the landing page too.
 */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="sahab-center" role="status" aria-live="polite">
      <span className="sahab-spinner sahab-spinner--large" aria-hidden="true" />
      <p className="sahab-spinner__label">{label}</p>
    </div>
  );
}
