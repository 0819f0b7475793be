import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { DEPLOYMENTS } from '#shared/messages/deployments';

/** The stack's outputs (resolved values). */
export function OutputsList({ outputs }: { outputs: Record<string, string> }) {
  const entries = Object.entries(outputs);
  if (entries.length === 0) return <Box color="text-body-secondary">{DEPLOYMENTS.noOutputs}</Box>;
  return (
    <KeyValuePairs
      columns={2}
      items={entries.map(([label, value]) => ({ label, value: <Box variant="code">{value}</Box> }))}
    />
  );
}
