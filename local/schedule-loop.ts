/** How often the loop looks for due schedules (SAHAB_SCHEDULER_TICK_MS). */
const DEFAULT_TICK_MS = 5_000;

/**
 * The local runtime's scheduler, standing in for EventBridge Scheduler: every tick it reads the
 * schedule index (one small partition, not the whole table) and runs each one whose next run has come by its owner's sandbox clock
 * (real time plus what they advanced it), through the same run function AWS's target calls.
 */
export function startScheduleLoop(log: (line: string) => void): { stop(): void } {
  const tick = Number(process.env.SAHAB_SCHEDULER_TICK_MS ?? DEFAULT_TICK_MS);
  let running = false;
  const once = async () => {
    if (running) return;
    running = true;
    try {
      // loaded at the first tick, after the runtime set the handlers' environment: the handlers'
      // modules (their logger reads it when loaded) must not load before that
      const { scheduledDriftChecks, schedulePorts } = await import('#functions/lib/compose/schedules');
      const { runSchedule } = await import('#functions/lib/schedules/run-schedule');
      const ports = schedulePorts();
      for (const { userId, scheduleId } of await ports.schedules.all()) {
        const schedule = await ports.schedules.get(userId, scheduleId);
        const next = schedule?.next_run_at;
        if (!next || Date.parse(next) > (await ports.now(userId)).getTime()) continue;
        try {
          const run = await runSchedule(ports, userId, scheduleId, (accounts) =>
            scheduledDriftChecks(userId, accounts),
          );
          if (run) log(`[local] scheduled scan ${run.scan_id} started (schedule ${scheduleId})`);
        } catch (error) {
          log(`[local] schedule ${scheduleId} failed to start: ${(error as Error).message}`);
        }
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void once().catch((e) => log(`[local] schedule loop: ${e}`)), tick);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
