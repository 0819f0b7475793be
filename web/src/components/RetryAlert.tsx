import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';

/** A read that failed, said in place of what it would have shown, with a way to ask again. */
export function RetryAlert({
  header,
  retryLabel,
  message,
  onRetry,
}: {
  header: string;
  retryLabel: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Alert type="error" header={header} action={<Button onClick={onRetry}>{retryLabel}</Button>}>
      {message}
    </Alert>
  );
}
