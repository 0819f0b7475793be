import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export type NotificationType = 'success' | 'error' | 'info' | 'warning' | 'in-progress';

export interface Notification {
  /** stable id: notifying again with the same id replaces the message instead of stacking it */
  id: string;
  type: NotificationType;
  header: string;
  content?: string;
  /** auto-dismiss after this many milliseconds (errors stay until dismissed) */
  dismissAfterMs?: number;
  /** a way out offered with the message, e.g. upgrading when a plan limit is reached */
  link?: { text: string; href: string };
}

interface NotificationsApi {
  notifications: Notification[];
  notify: (notification: Notification) => void;
  dismiss: (id: string) => void;
}

const NotificationsContext = createContext<NotificationsApi | undefined>(undefined);

/**
 * The one source of toasts. The signed-in app draws them with Cloudscape's Flashbar
 * (<Notifications />), the public pages with plain markup (<LightNotifications />).
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<Notification[]>([]);

  const dismiss = useCallback((id: string) => {
    setNotifications((current) => current.filter((item) => item.id !== id));
  }, []);

  const notify = useCallback((notification: Notification) => {
    setNotifications((current) => [notification, ...current.filter((item) => item.id !== notification.id)]);
  }, []);

  // A message's time counts from when it is drawn, not from when it was asked for: a page busy
  // drawing a large result (a scan's hundreds of findings) could otherwise let it expire unseen.
  // The timer takes that message only: one that replaced it under the same id ('Creating...' or
  // 'Compliance scan started' followed by its outcome) keeps its own time, and an error stays
  // until dismissed.
  const timed = useRef(new WeakSet<Notification>());
  useEffect(() => {
    for (const notification of notifications) {
      if (timed.current.has(notification)) continue;
      timed.current.add(notification);
      const timeout = notification.dismissAfterMs ?? (notification.type === 'error' ? undefined : 5000);
      if (!timeout) continue;
      setTimeout(
        () => setNotifications((current) => current.filter((item) => item !== notification)),
        timeout,
      );
    }
  }, [notifications]);

  const value = useMemo(() => ({ notifications, notify, dismiss }), [notifications, notify, dismiss]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications() must be used inside <NotificationsProvider>');
  return api;
}
