import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  notificationSettingsGet,
  notificationSettingsPut,
  notificationTest,
} from '#shared/api/endpoints/notifications';
import type { NotificationEvent, NotificationSettings as Settings } from '#shared/api/notifications';
import { NOTIFICATIONS } from '#shared/messages/schedules';
import { apiCall, detailOr } from '#web/api/client';
import { RetryAlert } from '../../components/RetryAlert';

/** The server names the refused field ("webhook_url: ..."): shown on that field. */
const fieldOf = (detail: string) => /^(email|webhook_url): (.*)$/s.exec(detail);

/** Settings: what the user is told about, by e-mail and webhook, and how the last deliveries went. */
export function NotificationSettings() {
  const [settings, setSettings] = useState<Settings>();
  const [email, setEmail] = useState('');
  const [webhook, setWebhook] = useState('');
  const [events, setEvents] = useState({ new_finding: true, drift: true, deployment_failed: true });
  const [errors, setErrors] = useState<{ email?: string; webhook_url?: string; other?: string }>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState<'save' | 'test'>();
  // The fields stay closed until the saved values are in: typing into them earlier would be
  // overwritten when the values arrive, and a save then would send what the user never wrote.
  const [loadError, setLoadError] = useState<string>();
  const loaded = settings !== undefined;

  // Only the latest read speaks: an earlier one that fails after a later one succeeded (the page
  // asked twice as it opened, in a fresh-clone CI run) must not put an error over loaded fields.
  const latestRead = useRef(0);
  const load = useCallback(() => {
    const read = ++latestRead.current;
    setLoadError(undefined);
    apiCall(notificationSettingsGet)
      .then((answer) => {
        if (read !== latestRead.current) return;
        setEmail(answer.email);
        setWebhook(answer.webhook_url);
        setEvents(answer.events);
        setSettings(answer);
      })
      .catch((error: unknown) => {
        if (read === latestRead.current) setLoadError(detailOr(error, NOTIFICATIONS.loadFailed));
      });
  }, []);
  useEffect(() => load(), [load]);

  const save = async () => {
    setBusy('save');
    setErrors({});
    setSaved(false);
    try {
      setSettings(await apiCall(notificationSettingsPut, { body: { email, webhook_url: webhook, events } }));
      setSaved(true);
    } catch (error) {
      const detail = detailOr(error, NOTIFICATIONS.failed);
      const match = fieldOf(detail);
      setErrors(match ? { [match[1] as string]: match[2] } : { other: detail });
    } finally {
      setBusy(undefined);
    }
  };

  const test = async () => {
    setBusy('test');
    try {
      setSettings(await apiCall(notificationTest));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Box margin={{ top: 'l' }}>
      <Container
        header={
          <Header variant="h2" description={NOTIFICATIONS.description}>
            {NOTIFICATIONS.header}
          </Header>
        }
      >
        <SpaceBetween size="l">
          {!loaded && !loadError && <StatusIndicator type="loading">{NOTIFICATIONS.loading}</StatusIndicator>}
          {loadError && (
            <RetryAlert
              header={NOTIFICATIONS.loadFailed}
              retryLabel={NOTIFICATIONS.retry}
              message={loadError}
              onRetry={load}
            />
          )}
          <SpaceBetween size="xs">
            {(Object.keys(NOTIFICATIONS.events) as NotificationEvent[]).map((event) => (
              <Checkbox
                key={event}
                checked={events[event]}
                disabled={!loaded}
                onChange={({ detail }) => setEvents((current) => ({ ...current, [event]: detail.checked }))}
              >
                {NOTIFICATIONS.events[event]}
              </Checkbox>
            ))}
          </SpaceBetween>
          <FormField
            label={NOTIFICATIONS.email}
            description={NOTIFICATIONS.emailHint}
            errorText={errors.email}
          >
            <Input
              type="email"
              value={email}
              disabled={!loaded}
              onChange={({ detail }) => setEmail(detail.value)}
            />
          </FormField>
          <FormField
            label={NOTIFICATIONS.webhook}
            description={NOTIFICATIONS.webhookHint}
            errorText={errors.webhook_url}
          >
            <Input value={webhook} disabled={!loaded} onChange={({ detail }) => setWebhook(detail.value)} />
          </FormField>
          {settings && (
            <FormField label={NOTIFICATIONS.secret} description={NOTIFICATIONS.secretHint}>
              <Box variant="code">{settings.webhook_secret}</Box>
            </FormField>
          )}
          {errors.other && <Alert type="error">{errors.other}</Alert>}
          {saved && <Alert type="success">{NOTIFICATIONS.saved}</Alert>}
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              variant="primary"
              onClick={() => void save()}
              loading={busy === 'save'}
              disabled={!loaded}
            >
              {NOTIFICATIONS.save}
            </Button>
            <Button onClick={() => void test()} loading={busy === 'test'} disabled={!loaded}>
              {NOTIFICATIONS.test}
            </Button>
          </SpaceBetween>
          {settings && (
            <div data-testid="last-deliveries">
              <Box variant="small">
                {NOTIFICATIONS.lastDelivery}:{' '}
                {settings.last_delivery ? NOTIFICATIONS.delivery(settings.last_delivery) : NOTIFICATIONS.none}
              </Box>
              <Box variant="small">
                {NOTIFICATIONS.lastWebhook}:{' '}
                {settings.last_webhook_delivery
                  ? NOTIFICATIONS.delivery(settings.last_webhook_delivery)
                  : NOTIFICATIONS.none}
              </Box>
            </div>
          )}
          <Link href="/outbox">{NOTIFICATIONS.outboxLink}</Link>
        </SpaceBetween>
      </Container>
    </Box>
  );
}
