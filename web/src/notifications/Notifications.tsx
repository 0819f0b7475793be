import Flashbar from '@cloudscape-design/components/flashbar';
import { useNotifications } from './NotificationsContext';

export function Notifications() {
  const { items } = useNotifications();
  return <Flashbar items={items} stackItems={items.length > 2} />;
}
