import Badge from '@cloudscape-design/components/badge';
import Popover from '@cloudscape-design/components/popover';
import { LABELS } from '../../../shared/messages';
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
          These parts run on local simulators instead of the real services: {simulated.join(', ')}. No real
          payment is taken and nothing is created in a real AWS account by them.
        </>
      }
    >
      <button type="button" className="sahab-simulated" data-testid="simulated-badge">
        <Badge color="severity-medium">{LABELS.simulated}</Badge>
      </button>
    </Popover>
  );
}
