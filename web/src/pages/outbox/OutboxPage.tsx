import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { sandboxOutbox } from '#shared/api/endpoints/notifications';
import type { OutboxMessage } from '#shared/api/notifications';
import { OUTBOX } from '#shared/messages/schedules';
import { apiCall, detailOr } from '#web/api/client';
import { formatWhen } from '#web/components/format-when';

/** /outbox: the e-mail Sahab would have sent the user, kept by the sandbox (labelled simulated). */
export default function OutboxPage() {
  const [messages, setMessages] = useState<OutboxMessage[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    const load = () =>
      apiCall(sandboxOutbox)
        .then(setMessages)
        .catch((e) => setError(detailOr(e, OUTBOX.empty)));
    void load();
    const timer = setInterval(() => void load(), 5_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={OUTBOX.description}
          info={<Badge color="blue">{OUTBOX.simulated}</Badge>}
        >
          {OUTBOX.title}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {error && <Box color="text-status-error">{error}</Box>}
        {messages?.length === 0 && <Box color="text-body-secondary">{OUTBOX.empty}</Box>}
        {messages?.map((m) => (
          <Container
            key={m.id}
            header={
              <Header variant="h3" description={OUTBOX.to(m.to, formatWhen(m.sent_at))}>
                {m.subject}
              </Header>
            }
          >
            <Box variant="p">
              <span style={{ whiteSpace: 'pre-wrap' }}>{m.text}</span>
            </Box>
          </Container>
        ))}
      </SpaceBetween>
    </ContentLayout>
  );
}
