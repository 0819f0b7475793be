import type { ButtonProps } from '@cloudscape-design/components/button';
import { useNavigate } from 'react-router';

type FollowHandler = NonNullable<ButtonProps['onFollow']>;

/**
 * Cloudscape buttons with an href render a real link (so "open in new tab" keeps working); this
 * turns a plain left click on one into a client-side navigation instead of a full page load.
 */
export function useNavigateOnFollow(): FollowHandler {
  const navigate = useNavigate();
  return (event) => {
    if (!event.detail.href) return;
    event.preventDefault();
    navigate(event.detail.href);
  };
}
