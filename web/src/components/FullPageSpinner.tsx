import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';

/** A centred spinner with its label, for screens that have nothing else to show yet. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="sahab-center" role="status" aria-live="polite">
      <Spinner size="large" />
      <Box variant="p" color="text-body-secondary" margin={{ top: 's' }}>
        {label}
      </Box>
    </div>
  );
}
