import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { ScanDetail } from '#shared/api/compliance-schema';
import { COMPLIANCE, COMPLIANCE_VIEW } from '#shared/messages/compliance';
import type { ExportFile } from '#shared/scan-export/types';
import { useNotifications } from '../../notifications/NotificationsContext';
import { downloadFile } from './download';

type Format = 'sarif' | 'csv' | 'report';

// Each format loads on first use: SARIF carries the rule catalogue, which the page itself never needs.
const BUILD: Record<Format, (scan: ScanDetail) => Promise<ExportFile>> = {
  sarif: async (scan) => (await import('#shared/scan-export/sarif')).sarifFile(scan),
  csv: async (scan) => (await import('#shared/scan-export/csv')).csvFile(scan),
  report: async (scan) =>
    (await import('#shared/scan-export/report-html')).reportFile(scan, new Date().toISOString()),
};

/** Downloads of the scan on screen: SARIF, CSV and the printable report per framework. */
export function ExportButtons({ scan }: { scan: ScanDetail }) {
  const { notify } = useNotifications();
  const [busy, setBusy] = useState<Format>();
  const run = async (format: Format) => {
    setBusy(format);
    try {
      downloadFile(await BUILD[format](scan));
    } catch {
      notify({
        id: 'scan-export',
        type: 'error',
        header: COMPLIANCE_VIEW.exportFailed,
      });
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button iconName="download" loading={busy === 'sarif'} onClick={() => void run('sarif')}>
        {COMPLIANCE.exportSarif}
      </Button>
      <Button iconName="download" loading={busy === 'csv'} onClick={() => void run('csv')}>
        {COMPLIANCE.exportCsv}
      </Button>
      <Button iconName="download" loading={busy === 'report'} onClick={() => void run('report')}>
        {COMPLIANCE.exportReport}
      </Button>
    </SpaceBetween>
  );
}
