import Button from '@cloudscape-design/components/button';
import Flashbar from '@cloudscape-design/components/flashbar';
import { useNavigate } from 'react-router';
import { useNotifications } from './NotificationsContext';

/** Toasts in the signed-in app, as Cloudscape flash messages. */
export function Notifications() {
  const { notifications, dismiss } = useNotifications();
  const navigate = useNavigate();
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
    dismissLabel: 'Dismiss',
    onDismiss: () => dismiss(item.id),
  }));
  return <Flashbar items={items} stackItems={items.length > 2} />;
}
