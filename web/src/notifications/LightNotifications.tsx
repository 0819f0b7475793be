import { Notice } from '../components/Notice';
import { useNotifications } from './NotificationsContext';

/** Toasts on the public pages, in plain markup (Cloudscape's Flashbar stays in the app). */
export function LightNotifications() {
  const { notifications, dismiss } = useNotifications();
  if (notifications.length === 0) return null;
  return (
    <div className="sahab-notices">
      {notifications.map((item) => (
        <Notice key={item.id} type={item.type} header={item.header} onDismiss={() => dismiss(item.id)}>
          {item.content}
        </Notice>
      ))}
    </div>
  );
}
