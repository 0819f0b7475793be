import { useEffect, useId, useRef, useState } from 'react';
import { SIMULATED_PARTS } from '#shared/api/simulated-parts';
import { LABELS } from '#shared/messages';
import { useConfig } from '../config/ConfigContext';
import { useHydrated } from './use-hydrated';
import './simulated-badge.css';

/**
 * Tells the user which parts of this environment run on simulators (none in production). A plain
 * disclosure, not Cloudscape's Popover: the header is on the public pricing page.
 */
export function SimulatedBadge() {
  const { simulated } = useConfig();
  // runtime config: unknown to the build that pre-renders the pricing page's header
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    window.addEventListener('mousedown', closeOutside);
    return () => {
      window.removeEventListener('keydown', closeOnEscape);
      window.removeEventListener('mousedown', closeOutside);
    };
  }, [open]);

  if (!hydrated || simulated.length === 0) return null;
  return (
    <span className="sahab-simulated-root" ref={root}>
      <button
        type="button"
        className="sahab-simulated"
        data-testid="simulated-badge"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="sahab-badge sahab-badge--simulated">{LABELS.simulated}</span>
      </button>
      {open && (
        <div
          id={panelId}
          className="sahab-simulated-panel"
          role="region"
          aria-label="Simulated in this environment"
        >
          <p className="sahab-simulated-title">Simulated in this environment</p>
          These parts run on local simulators instead of the real services. No real payment is taken.
          <ul className="sahab-simulated-list">
            {simulated.map((part) => (
              <li key={part}>{SIMULATED_PARTS[part as keyof typeof SIMULATED_PARTS] ?? part}</li>
            ))}
          </ul>
        </div>
      )}
    </span>
  );
}
