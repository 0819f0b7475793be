import { useCallback, useEffect, useState } from 'react';
import type { ComplianceDashboard, ScanSummary } from '#shared/api/compliance-schema';
import { complianceDashboard, complianceScansList } from '#shared/api/endpoints/compliance';
import { ERRORS } from '#shared/messages/feedback';
import { apiCall, detailOr } from '#web/api/client';
import { useNotifications } from '../../notifications/NotificationsContext';

/** The spec's history length (section 9). */
export const HISTORY_LENGTH = 5;

/**
 * The caller's scans (newest first) and the dashboard (trend, schedule), with a reload. Either
 * failing shows 'Failed to load compliance data'. `loaded` turns true after the first attempt, so
 * the screen runs its resume decision once, on data it has actually read.
 */
export function useComplianceData() {
  const { notify } = useNotifications();
  const [scans, setScans] = useState<ScanSummary[]>([]);
  const [dashboard, setDashboard] = useState<ComplianceDashboard>();
  const [loaded, setLoaded] = useState(false);

  const reload = useCallback(async () => {
    try {
      const [list, board] = await Promise.all([apiCall(complianceScansList), apiCall(complianceDashboard)]);
      setScans(list);
      setDashboard(board);
      return list;
    } catch (error) {
      notify({ id: 'compliance-load', type: 'error', header: detailOr(error, ERRORS.loadCompliance) });
      return undefined;
    } finally {
      setLoaded(true);
    }
  }, [notify]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { scans, history: scans.slice(0, HISTORY_LENGTH), dashboard, loaded, reload };
}
