import Box from '@cloudscape-design/components/box';
import LineChart from '@cloudscape-design/components/line-chart';
import type { TrendPoint } from '#shared/api/compliance-schema';
import { COMPLIANCE, COMPLIANCE_VIEW } from '#shared/messages/compliance';

const SERIES: readonly {
  title: string;
  key: keyof Pick<TrendPoint, 'overall_score' | 'sama_score' | 'nca_score' | 'citc_score'>;
}[] = [
  { title: COMPLIANCE.overall, key: 'overall_score' },
  { title: 'SAMA', key: 'sama_score' },
  { title: 'NCA-ECC', key: 'nca_score' },
  { title: 'CITC', key: 'citc_score' },
];

/** Scores over the last completed scans (oldest first), from the dashboard. */
export function ScoreTrend({ trend }: { trend: readonly TrendPoint[] }) {
  if (trend.length < 2) {
    return <Box color="text-body-secondary">{COMPLIANCE_VIEW.charts.trendLater}</Box>;
  }
  const series = SERIES.map(({ title, key }) => ({
    title,
    type: 'line' as const,
    data: trend.flatMap((p) =>
      p[key] === null ? [] : [{ x: new Date(p.completed_at), y: p[key] as number }],
    ),
  })).filter((s) => s.data.length > 0);
  return (
    <LineChart
      series={series}
      xScaleType="time"
      yDomain={[0, 100]}
      xTitle={COMPLIANCE_VIEW.charts.completed}
      yTitle={COMPLIANCE_VIEW.charts.scorePercent}
      height={200}
      hideFilter
      ariaLabel={COMPLIANCE_VIEW.charts.trend}
      i18nStrings={{
        xTickFormatter: tickFormatter(trend),
        yTickFormatter: (y) => `${y}%`,
      }}
    />
  );
}

/** Days when the scans span more than two days; the time within two days; seconds within an hour. */
function tickFormatter(trend: readonly TrendPoint[]) {
  const times = trend.map((p) => Date.parse(p.completed_at));
  const span = Math.max(...times) - Math.min(...times);
  const options: Intl.DateTimeFormatOptions =
    span > 2 * 86_400_000
      ? { month: 'short', day: 'numeric' }
      : span > 3_600_000
        ? { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }
        : { hour: '2-digit', minute: '2-digit', second: '2-digit' };
  return (d: Date) => d.toLocaleString(undefined, options);
}
