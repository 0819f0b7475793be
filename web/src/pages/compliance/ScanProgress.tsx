import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import { COMPLIANCE, COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { formatWhen } from '../../components/format-when';

interface Props {
  progress: number;
  startedAt?: string;
  /** true while live updates arrive over the socket; otherwise the page polls every 3 s */
  live: boolean;
}

/** The running scan's progress bar. */
export function ScanProgress({ progress, startedAt, live }: Props) {
  return (
    <Container header={<Header variant="h2">{COMPLIANCE_VIEW.progress.title}</Header>}>
      <ProgressBar
        label={COMPLIANCE.scanning}
        value={progress}
        description={startedAt ? COMPLIANCE_VIEW.progress.started(formatWhen(startedAt)) : undefined}
        additionalInfo={live ? COMPLIANCE_VIEW.progress.live : COMPLIANCE_VIEW.progress.polling}
        ariaLabel={COMPLIANCE_VIEW.progress.label}
      />
    </Container>
  );
}
