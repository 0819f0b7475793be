import './config-error.css';

/**
 * Shown when /config.json cannot be read: nothing can work without it, so say so plainly. Plain
 * markup on purpose: this screen must not pull UI components into the first download.
 */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <main className="sahab-center" role="alert">
      <h1 className="sahab-config-error-title">Sahab could not start</h1>
      <p className="sahab-config-error-text">
        The runtime configuration could not be loaded: {message}. Reload the page; if it keeps failing, the
        site is being updated or misconfigured.
      </p>
    </main>
  );
}
