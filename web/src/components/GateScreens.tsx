import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AUTH, FRAME, WRAPPER } from '#shared/messages';
import { authErrorLabel } from '../auth/auth-error-label';
import type { AuthError } from '../auth/use-auth-context';
import { invalidateSubscription } from '../subscription/subscription-cache';
import { AppHeader } from './AppHeader';
import './gate-screens.css';

/** The header and a centred card: how the wrapper's blocking screens look. */
export function GateFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <AppHeader />
      <main className="sahab-gate">{children}</main>
    </>
  );
}

export function SubscriptionRequired() {
  const navigate = useNavigate();
  return (
    <Container>
      <div className="sahab-gate-card">
        <span className="sahab-gate-icon" aria-hidden="true">
          <Icon name="lock-private" size="large" />
        </span>
        <Header variant="h1">{WRAPPER.subscriptionRequiredTitle}</Header>
        <Box variant="p" color="text-body-secondary">
          {WRAPPER.subscriptionRequiredText}
        </Box>
        <Button variant="primary" href="/pricing" onFollow={followWith(navigate, '/pricing')}>
          {WRAPPER.viewPricingPlans}
        </Button>
      </div>
    </Container>
  );
}

/** The check itself failed (not a 402): say so instead of pretending there is no subscription. */
export function SubscriptionError({ message }: { message: string }) {
  return (
    <Container header={<Header variant="h1">{FRAME.subscriptionErrorTitle}</Header>}>
      <SpaceBetween size="l">
        <Box variant="p">{FRAME.subscriptionErrorText(message)}</Box>
        <Button iconName="refresh" onClick={() => invalidateSubscription()}>
          {FRAME.tryAgain}
        </Button>
      </SpaceBetween>
    </Container>
  );
}

export function SignInError({ error, onRetry }: { error?: AuthError; onRetry: () => void }) {
  return (
    <Container header={<Header variant="h1">{authErrorLabel(error?.source)}</Header>}>
      <SpaceBetween size="l">
        <Box variant="p">{error?.message || AUTH.signInIncomplete}</Box>
        <Button variant="primary" onClick={onRetry}>
          {AUTH.signIn}
        </Button>
      </SpaceBetween>
    </Container>
  );
}

type Navigate = ReturnType<typeof useNavigate>;

/** Cloudscape buttons with href: plain clicks navigate inside the SPA. */
export function followWith(navigate: Navigate, to: string) {
  return (event: CustomEvent) => {
    event.preventDefault();
    void navigate(to);
  };
}
