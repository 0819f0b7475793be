import Alert from '@cloudscape-design/components/alert';

/** Shown when /config.json cannot be read: nothing can work without it, so say so plainly. */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <div className="sahab-center">
      <div style={{ maxWidth: 560 }}>
        <Alert type="error" header="Sahab could not start">
          The runtime configuration could not be loaded: {message}. Reload the page; if it keeps failing, the
          site is being updated or misconfigured.
        </Alert>
      </div>
    </div>
  );
}
