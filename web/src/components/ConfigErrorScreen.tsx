import './config-error.css';
import { FRAME } from '#shared/messages';

/**
 * Shown when /config.json cannot be read: nothing can work without it, so say so plainly. Plain
 * markup on purpose: this screen must not pull UI components into the first download.
 */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <main className="sahab-center" role="alert">
      <h1 className="sahab-config-error-title">{FRAME.configErrorTitle}</h1>
      <p className="sahab-config-error-text">{FRAME.configErrorText(message)}</p>
    </main>
  );
}
