/** A scan's states while its workflow publishes progress: the scan message's schema and the browser's check both use these. */
export const SCAN_LIVE_STATUSES = ['running', 'completed', 'failed'] as const;
