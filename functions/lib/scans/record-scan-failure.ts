import type { ScanPorts, ScanWorkflowInput } from './ports';

/** The error a Catch hands over: Step Functions' {Error, Cause}, Cause being the task's JSON. */
export function failureReason(error: { Error?: string; Cause?: string } | undefined): string {
  const cause = error?.Cause;
  if (cause) {
    try {
      const parsed = JSON.parse(cause) as { errorMessage?: string };
      if (parsed.errorMessage) return parsed.errorMessage;
    } catch {
      return cause;
    }
  }
  return error?.Error ? `The scan stopped: ${error.Error}` : 'The scan stopped for an unknown reason';
}

/** Every Catch of the scan ends here: the scan is marked failed with a readable reason, never left running. */
export async function recordScanFailure(
  ports: ScanPorts,
  input: ScanWorkflowInput & { error?: { Error?: string; Cause?: string } },
) {
  const reason = failureReason(input.error);
  const scan = await ports.scans.get(input.userId, input.scanId);
  const changed = await ports.scans.update(
    input.userId,
    input.scanId,
    { status: 'failed', statusReason: reason, completedAt: ports.now().toISOString() },
    true,
  );
  if (changed) {
    await ports.publish(input.userId, {
      scan_id: input.scanId,
      status: 'failed',
      progress: scan?.progress ?? 0,
      status_reason: reason,
      violation_count: 0,
      resources_scanned: scan?.resourcesScanned ?? 0,
    });
  }
  return { reason };
}
