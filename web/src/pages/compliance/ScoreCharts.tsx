import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import PieChart from '@cloudscape-design/components/pie-chart';
import type { ScanSummary } from '#shared/api/compliance-schema';
import { COMPLIANCE, COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { scoreBand } from '../../components/score-band';

const WORDS = COMPLIANCE_VIEW.charts;

interface ScoreCardProps {
  title: string;
  score: number | null;
}

/** A score as a donut: the share met and the gap to 100. */
function ScoreDonut({ title, score }: ScoreCardProps) {
  if (score === null) {
    return (
      <Box textAlign="center" data-testid={`score-${title}`}>
        <Box variant="h3">{title}</Box>
        <Box color="text-status-inactive">{WORDS.notScanned}</Box>
      </Box>
    );
  }
  return (
    <div data-testid={`score-${title}`}>
      <Box variant="h3" textAlign="center">
        {title}
      </Box>
      <PieChart
        variant="donut"
        size="small"
        hideLegend
        hideFilter
        hideTitles
        hideDescriptions
        ariaLabel={WORDS.scoreOf(title)}
        ariaDescription={WORDS.scoreDescription(title, score)}
        innerMetricValue={`${score}%`}
        innerMetricDescription={WORDS.score}
        data={[
          { title: WORDS.met, value: score, color: scoreColor(score) },
          { title: WORDS.gap, value: 100 - score, color: '#e9ebed' },
        ]}
        segmentDescription={(datum) => `${datum.value}%`}
      />
    </div>
  );
}

const BAND_COLOR = { good: '#037f0c', fair: '#8d6605', poor: '#d91515' } as const;

/** Green, amber or red by the score's band (score-band.ts). */
function scoreColor(score: number): string {
  return BAND_COLOR[scoreBand(score)];
}

/** Overall, SAMA, NCA-ECC and CITC scores of one scan. */
export function ScoreCharts({ scan }: { scan: ScanSummary }) {
  return (
    <ColumnLayout columns={4} variant="text-grid">
      <ScoreDonut title={COMPLIANCE.overall} score={scan.overall_score} />
      <ScoreDonut title="SAMA" score={scan.sama_score} />
      <ScoreDonut title="NCA-ECC" score={scan.nca_score} />
      <ScoreDonut title="CITC" score={scan.citc_score} />
    </ColumnLayout>
  );
}
