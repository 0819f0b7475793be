import Badge from '@cloudscape-design/components/badge';
import Popover from '@cloudscape-design/components/popover';
import { SIMULATED_PARTS } from '#shared/api/site-config';
import { LABELS } from '#shared/messages';
import { useConfig } from '../config/ConfigContext';

/** Tells the user which parts of this environment run on simulators (none in production). */
export function SimulatedBadge() {
  const { simulated } = useConfig();
  if (simulated.length === 0) return null;
  return (
    <Popover
      header="Simulated in this environment"
      triggerType="custom"
      dismissButton={false}
      content={
        <>
          These parts run on local simulators instead of the real services. No real payment is taken.
          <ul className="sahab-simulated-list">
            {simulated.map((part) => (
              <li key={part}>{SIMULATED_PARTS[part as keyof typeof SIMULATED_PARTS] ?? part}</li>
            ))}
          </ul>
        </>
      }
    >
      <button type="button" className="sahab-simulated" data-testid="simulated-badge">
        <Badge color="severity-medium">{LABELS.simulated}</Badge>
      </button>
    </Popover>
  );
}
