import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { ScanFramework, ScanViolation } from '#shared/api/compliance-schema';
import { COMPLIANCE, COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { useLiveTopic } from '#web/live/use-live-topic';
import { formatWhen } from '../../components/format-when';
import { PageLinks } from '../../components/PageLinks';
import { useAccounts } from '../aws-accounts/use-accounts';
import { CoverageNotice } from './CoverageNotice';
import { ExportButtons } from './ExportButtons';
import { FindingChangesView } from './FindingChangesView';
import { ScanForm } from './ScanForm';
import { ScanHistory } from './ScanHistory';
import { ScanProgress } from './ScanProgress';
import { ScheduledScans } from './ScheduledScans';
import { SeverityCounts } from './SeverityCounts';
import { defaultScanAccounts } from './scan-accounts';
import { TopFailingControls } from './TopFailingControls';
import { useComplianceData } from './use-compliance-data';
import { useScanSession } from './use-scan-session';
import { ViolationsTable } from './ViolationsTable';

// Cloudscape's charts are shown only once a scan has scores: their own chunk, not the page's. It
// is fetched as the page mounts, so scores arrive with a scan's results and not a chunk later (on
// a busy machine that chunk once took more than ten seconds after the results were on screen).
const loadScoreCharts = () => import('./ScoreCharts');
const ScoreCharts = lazy(() => loadScoreCharts().then((m) => ({ default: m.ScoreCharts })));
// The trend chart (below the scan's results) and the finding dialog (closed until a finding is
// opened) load just after the page paints.
const ScoreTrend = lazy(() => import('./ScoreTrend').then((m) => ({ default: m.ScoreTrend })));
const ViolationDetail = lazy(() => import('./ViolationDetail').then((m) => ({ default: m.ViolationDetail })));

/** /compliance: scan linked accounts against SAMA, NCA-ECC and CITC and read the results (spec section 2). */
export default function CompliancePage() {
  const { accounts, loading: accountsLoading } = useAccounts();
  const data = useComplianceData();
  useEffect(() => void loadScoreCharts().catch(() => undefined), []);
  const session = useScanSession(() => void data.reload());
  const [accountIds, setAccountIds] = useState<string[]>([]);
  const [frameworks, setFrameworks] = useState<ScanFramework[]>(['SAMA', 'NCA-ECC', 'CITC']);
  const [regions, setRegions] = useState<string[]>([]);
  const [detail, setDetail] = useState<ScanViolation>();

  // The only account is chosen for the user once the list arrives; a choice of theirs is kept.
  const accountsChosen = useRef(false);
  useEffect(() => {
    if (accountsLoading || accountsChosen.current) return;
    accountsChosen.current = true;
    setAccountIds(defaultScanAccounts(accounts));
  }, [accounts, accountsLoading]);

  // The resume decision runs once, on the first list of scans the page read.
  const resumed = useRef(false);
  const { loaded, scans } = data;
  const { resume } = session;
  useEffect(() => {
    if (!loaded || resumed.current) return;
    resumed.current = true;
    resume(scans);
  }, [loaded, scans, resume]);

  const { running, push } = session;
  // the API has set accepted findings apart (by the reader's clock, the sandbox clock in the sandbox)
  const shown = useMemo(
    () => session.shown && { ...session.shown, accepted: session.shown.accepted ?? [] },
    [session.shown],
  );
  const acceptedAsOf = shown ? shown.accepted_as_of : undefined;
  // Live progress over the scan socket; the 3 s poll goes on underneath as the spec's fallback.
  const live = useLiveTopic(
    running?.scanId,
    (message) => {
      if (message.type === 'scan') push(message);
    },
    'compliance',
  );

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={COMPLIANCE_VIEW.description}
          actions={<PageLinks to={['home', 'awsAccounts', 'deployments']} />}
        >
          {COMPLIANCE.title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ScanForm
          accounts={accounts}
          accountsLoading={accountsLoading}
          selectedAccountIds={accountIds}
          onAccountsChange={(ids) => {
            accountsChosen.current = true;
            setAccountIds(ids);
          }}
          frameworks={frameworks}
          onFrameworksChange={setFrameworks}
          regions={regions}
          onRegionsChange={setRegions}
          scannedRegions={shown?.coverage?.regions.flatMap((r) => r.regions) ?? []}
          starting={session.starting}
          running={!!running}
          onStart={() => void session.start(accountIds, frameworks, regions)}
          scheduled={data.dashboard?.scheduled_scans.enabled ?? false}
        />
        {running && (
          <ScanProgress progress={running.progress} startedAt={running.startedAt} live={live.connected} />
        )}
        {shown && (
          <Container
            header={
              <Header
                variant="h2"
                description={
                  <>
                    {COMPLIANCE_VIEW.scanOf(formatWhen(shown.started_at), shown.frameworks.join(', '))}
                    {/* the findings on resources nobody deployed would puzzle a first-time user */}
                    {shown.sandbox && (
                      <Box variant="p" color="text-body-secondary" data-testid="sandbox-estate">
                        {COMPLIANCE_VIEW.sandboxEstate}
                      </Box>
                    )}
                  </>
                }
                info={shown.sandbox ? <Badge color="blue">{COMPLIANCE.sandbox}</Badge> : undefined}
              >
                {COMPLIANCE_VIEW.scores}
              </Header>
            }
          >
            <SpaceBetween size="l">
              <Suspense fallback={<Spinner size="large" />}>
                <ScoreCharts scan={shown} />
              </Suspense>
              <SeverityCounts counts={shown.severity_counts} />
            </SpaceBetween>
          </Container>
        )}
        {shown && <CoverageNotice coverage={shown.coverage} accounts={shown.accounts} />}
        {shown && (
          <ViolationsTable
            violations={[...shown.violations, ...shown.accepted]}
            acceptedAsOf={acceptedAsOf}
            onOpen={setDetail}
            actions={<ExportButtons scan={shown} />}
          />
        )}
        {data.dashboard && data.dashboard.trend.length > 0 && (
          // two columns only where each gets room: the controls table needs about 480 px to read
          <ColumnLayout columns={2} minColumnWidth={480}>
            <Container header={<Header variant="h2">{COMPLIANCE_VIEW.scoreTrend}</Header>}>
              <Suspense fallback={<Spinner size="large" />}>
                <ScoreTrend trend={data.dashboard.trend} />
              </Suspense>
            </Container>
            <Container header={<Header variant="h2">{COMPLIANCE_VIEW.mostFailedControls}</Header>}>
              <TopFailingControls controls={data.dashboard.top_failing_controls} />
            </Container>
          </ColumnLayout>
        )}
        {data.dashboard?.finding_changes && <FindingChangesView changes={data.dashboard.finding_changes} />}
        <ScheduledScans
          accounts={accounts}
          // a scheduled run is followed like a resumed scan: its progress, then the page reloads
          onScheduledScan={() => void data.reload().then((list) => list && resume(list))}
        />
        <ScanHistory
          scans={data.history}
          loading={!loaded}
          shownId={shown?.scan_id}
          onView={(scan) => void session.open(scan.scan_id, true)}
        />
      </SpaceBetween>
      <Suspense fallback={null}>
        <ViolationDetail
          scanId={shown?.scan_id}
          violation={detail}
          acceptedAsOf={acceptedAsOf}
          onClose={() => setDetail(undefined)}
          onAccepted={() => {
            setDetail(undefined);
            if (shown) void session.open(shown.scan_id, false);
          }}
        />
      </Suspense>
    </ContentLayout>
  );
}
