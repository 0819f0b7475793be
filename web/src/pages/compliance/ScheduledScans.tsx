import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AwsAccountView } from '#shared/accounts/api-schemas';
import type { ScanFramework } from '#shared/api/compliance-schema';
import {
  sandboxClockAdvance,
  sandboxClockGet,
  scanScheduleDelete,
  scanSchedulesCreate,
  scanSchedulesList,
} from '#shared/api/endpoints/schedules';
import type { SandboxClock, ScanSchedule } from '#shared/api/schedules';
import { SCHEDULES } from '#shared/messages/schedules';
import { SETTINGS } from '#shared/messages/settings';
import {
  CADENCES,
  type Cadence,
  type ScheduleField,
  scheduleProblems,
} from '#shared/schedules/schedule-input';
import { ApiError, apiCall, detailOr } from '#web/api/client';
import { formatWhen } from '#web/components/format-when';

const FRAMEWORKS: ScanFramework[] = ['SAMA', 'NCA-ECC', 'CITC'];
const POLL_MS = 5_000;
const when = (iso: string | null) => (iso ? formatWhen(iso) : SCHEDULES.never);
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The server's 400 and 403 name the field they are about ("cron: ..."): shown on that field. */
function fieldOf(detail: string): { field: ScheduleField | 'cadence' | undefined; text: string } {
  const match = /^(account_ids|frameworks|time|cron|time_zone|cadence): (.*)$/s.exec(detail);
  return match
    ? { field: match[1] as ScheduleField, text: match[2] ?? detail }
    : { field: undefined, text: detail };
}

/**
 * The caller's scan schedules and a form to add one; in the sandbox, the clock they run by and
 * buttons that move it on. `onScheduledScan` hears of each run, so the page shows its results.
 */
export function ScheduledScans({
  accounts,
  onScheduledScan,
}: {
  accounts: readonly AwsAccountView[];
  onScheduledScan: () => void;
}) {
  const [schedules, setSchedules] = useState<ScanSchedule[]>([]);
  const [clock, setClock] = useState<SandboxClock | null>(null);
  const [accountIds, setAccountIds] = useState<string[]>([]);
  const [frameworks, setFrameworks] = useState<ScanFramework[]>([...FRAMEWORKS]);
  const [cadence, setCadence] = useState<Cadence>('daily');
  const [time, setTime] = useState('05:00');
  const [weekday, setWeekday] = useState(0);
  const [cron, setCron] = useState('0 5 * * *');
  const [timeZone, setTimeZone] = useState(browserZone);
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<{ field?: string; text: string }>();
  const [saving, setSaving] = useState(false);
  const lastRuns = useRef<string>('');
  const heard = useRef(onScheduledScan);
  heard.current = onScheduledScan;

  const load = useCallback(async () => {
    const list = await apiCall(scanSchedulesList);
    setSchedules(list);
    const runs = list.map((s) => s.last_scan_id ?? '').join(',');
    if (lastRuns.current && runs !== lastRuns.current) heard.current();
    lastRuns.current = runs || ',';
  }, []);

  useEffect(() => {
    void load().catch(() => undefined);
    apiCall(sandboxClockGet)
      .then(setClock)
      .catch(() => setClock(null));
    const timer = setInterval(() => void load().catch(() => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  const input = { account_ids: accountIds, frameworks, cadence, time, weekday, cron, time_zone: timeZone };
  const problems = attempted ? scheduleProblems(input) : {};
  const errorOf = (field: ScheduleField | 'cadence') =>
    (field !== 'cadence' ? problems[field] : undefined) ??
    (serverError?.field === field ? serverError.text : undefined);

  const save = async () => {
    setAttempted(true);
    setServerError(undefined);
    if (Object.keys(scheduleProblems(input)).length > 0) return;
    setSaving(true);
    try {
      await apiCall(scanSchedulesCreate, {
        body: {
          account_ids: accountIds,
          frameworks,
          cadence,
          ...(cadence === 'cron' ? { cron } : { time }),
          ...(cadence === 'weekly' && { weekday }),
          time_zone: timeZone,
        },
      });
      setAttempted(false);
      await load();
    } catch (error) {
      const { field, text } = fieldOf(detailOr(error, SCHEDULES.failed));
      setServerError({
        field: field ?? (error instanceof ApiError && error.status === 403 ? 'cadence' : undefined),
        text,
      });
    } finally {
      setSaving(false);
    }
  };

  const remove = async (schedule: ScanSchedule) => {
    await apiCall(scanScheduleDelete, { params: { schedule_id: schedule.schedule_id } });
    await load();
  };

  const advance = async (minutes: number) => {
    setClock(await apiCall(sandboxClockAdvance, { body: { minutes } }));
    // the runtime's loop runs what came due within a few seconds
    setTimeout(() => void load(), 1_000);
  };

  const aliasOf = (id: string) => accounts.find((a) => a.id === id)?.alias ?? id;
  const runsOf = (s: ScanSchedule) =>
    s.cadence === 'cron'
      ? `${s.cron_expression} (${s.time_zone})`
      : s.cadence === 'weekly'
        ? `${SCHEDULES.cadences.weekly}, ${SCHEDULES.weekdays[s.weekday ?? 0]} ${s.time} (${s.time_zone})`
        : `${SCHEDULES.cadences.daily} ${s.time} (${s.time_zone})`;

  return (
    <Container
      header={
        <Header variant="h2" description={`${SCHEDULES.description} ${SCHEDULES.limits}`}>
          {SCHEDULES.header}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {clock && (
          <div data-testid="sandbox-clock">
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <Box>{SCHEDULES.clockText(formatWhen(clock.now))}</Box>
              <Button onClick={() => void advance(60)}>{SCHEDULES.advance.hour}</Button>
              <Button onClick={() => void advance(60 * 24)}>{SCHEDULES.advance.day}</Button>
              <Button onClick={() => void advance(60 * 24 * 7)}>{SCHEDULES.advance.week}</Button>
            </SpaceBetween>
          </div>
        )}
        <Table
          variant="embedded"
          ariaLabels={{ tableLabel: SCHEDULES.header }}
          items={schedules}
          trackBy="schedule_id"
          wrapLines
          empty={<Box color="text-body-secondary">{SCHEDULES.none}</Box>}
          columnDefinitions={[
            { id: 'runs', header: SCHEDULES.columns.runs, cell: runsOf },
            {
              id: 'accounts',
              header: SCHEDULES.columns.accounts,
              cell: (s) => s.account_ids.map(aliasOf).join(', '),
            },
            { id: 'frameworks', header: SCHEDULES.columns.frameworks, cell: (s) => s.frameworks.join(', ') },
            { id: 'next', header: SCHEDULES.columns.next, cell: (s) => when(s.next_run_at) },
            { id: 'last', header: SCHEDULES.columns.last, cell: (s) => when(s.last_run_at) },
            {
              id: 'actions',
              header: '',
              cell: (s) => (
                <Button variant="inline-link" onClick={() => void remove(s)}>
                  {SCHEDULES.delete}
                </Button>
              ),
            },
          ]}
        />
        <div data-testid="schedule-form">
          <ColumnLayout columns={3}>
            <FormField label={SCHEDULES.accounts} errorText={errorOf('account_ids')}>
              <Multiselect
                deselectAriaLabel={(option) => SETTINGS.remove(option.label)}
                selectedOptions={accountIds.map((id) => ({ value: id, label: aliasOf(id) }))}
                options={accounts.map((a) => ({ value: a.id, label: a.alias }))}
                onChange={({ detail }) => setAccountIds(detail.selectedOptions.map((o) => o.value ?? ''))}
              />
            </FormField>
            <FormField label={SCHEDULES.frameworks} errorText={errorOf('frameworks')}>
              <Multiselect
                deselectAriaLabel={(option) => SETTINGS.remove(option.label)}
                selectedOptions={frameworks.map((f) => ({ value: f, label: f }))}
                options={FRAMEWORKS.map((f) => ({ value: f, label: f }))}
                onChange={({ detail }) =>
                  setFrameworks(detail.selectedOptions.map((o) => o.value as ScanFramework))
                }
              />
            </FormField>
            <FormField label={SCHEDULES.cadence} errorText={errorOf('cadence')}>
              <Select
                selectedOption={{ value: cadence, label: SCHEDULES.cadences[cadence] }}
                options={CADENCES.map((c) => ({ value: c, label: SCHEDULES.cadences[c] }))}
                onChange={({ detail }) => setCadence(detail.selectedOption.value as Cadence)}
              />
            </FormField>
            {cadence === 'cron' ? (
              <FormField label={SCHEDULES.cron} description={SCHEDULES.cronHint} errorText={errorOf('cron')}>
                <Input value={cron} onChange={({ detail }) => setCron(detail.value)} />
              </FormField>
            ) : (
              <FormField label={SCHEDULES.time} errorText={errorOf('time')}>
                <Input value={time} onChange={({ detail }) => setTime(detail.value)} />
              </FormField>
            )}
            {cadence === 'weekly' && (
              <FormField label={SCHEDULES.weekday}>
                <Select
                  selectedOption={{ value: String(weekday), label: SCHEDULES.weekdays[weekday] }}
                  options={SCHEDULES.weekdays.map((label, day) => ({ value: String(day), label }))}
                  onChange={({ detail }) => setWeekday(Number(detail.selectedOption.value))}
                />
              </FormField>
            )}
            <FormField
              label={SCHEDULES.timeZone}
              description={SCHEDULES.timeZoneHint}
              errorText={errorOf('time_zone')}
            >
              <Input value={timeZone} onChange={({ detail }) => setTimeZone(detail.value)} />
            </FormField>
          </ColumnLayout>
        </div>
        {serverError && !serverError.field && <Alert type="error">{serverError.text}</Alert>}
        <Button onClick={() => void save()} loading={saving}>
          {SCHEDULES.save}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
