import Flashbar from '@cloudscape-design/components/flashbar';
import { useNotifications } from './NotificationsContext';

/** Toasts in the signed-in app, as Cloudscape flash messages. */
export function Notifications() {
  const { notifications, dismiss } = useNotifications();
  const items = notifications.map((item) => ({
    id: item.id,
    type: item.type === 'in-progress' ? ('info' as const) : item.type,
    loading: item.type === 'in-progress',
    header: item.header,
    content: item.content,
    dismissible: true,
    dismissLabel: 'Dismiss',
    onDismiss: () => dismiss(item.id),
  }));
  return <Flashbar items={items} stackItems={items.length > 2} />;
}
