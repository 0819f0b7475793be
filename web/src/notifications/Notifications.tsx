import Button from '@cloudscape-design/components/button';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { COMMON } from '#shared/messages';
import { useNotifications } from './NotificationsContext';
import { useModalOpen } from './use-modal-open';
import './notifications.css';

// Most pages open with no toast: the flash bar's code loads just after the frame paints (started
// on mount below), and is drawn from the first toast on, so it keeps animating the last one out.
const loadFlashbar = () => import('@cloudscape-design/components/flashbar');
const Flashbar = lazy(loadFlashbar);

/**
 * Toasts in the signed-in app, as Cloudscape flash messages: in the page's notifications area, and
 * above the overlay while a modal is open, so a toast about the dialog is never hidden behind it.
 */
export function Notifications() {
  const { notifications, dismiss } = useNotifications();
  const navigate = useNavigate();
  const overModal = useModalOpen();
  const hadToasts = useRef(false);
  useEffect(() => void loadFlashbar(), []);
  const items = notifications.map((item) => ({
    id: item.id,
    type: item.type === 'in-progress' ? ('info' as const) : item.type,
    loading: item.type === 'in-progress',
    header: item.header,
    content: item.content,
    action: item.link && (
      <Button
        href={item.link.href}
        onFollow={(event) => {
          event.preventDefault();
          dismiss(item.id);
          void navigate(event.detail.href ?? '/');
        }}
      >
        {item.link.text}
      </Button>
    ),
    dismissible: true,
    dismissLabel: COMMON.dismiss,
    onDismiss: () => dismiss(item.id),
  }));
  if (items.length > 0) hadToasts.current = true;
  if (!hadToasts.current) return null;
  const flashbar = (
    <Suspense fallback={null}>
      <Flashbar items={items} stackItems={items.length > 2} />
    </Suspense>
  );
  if (!overModal || items.length === 0) return flashbar;
  return createPortal(
    <div className="sahab-toasts-over-modal" data-testid="toasts-over-modal">
      {flashbar}
    </div>,
    document.body,
  );
}
