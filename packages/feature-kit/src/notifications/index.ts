// The notifications/ folder's public entry: the top bar's bell and the hooks behind it.
export { NOTIFICATIONS_POLL_MS } from './api.ts';
export {
  STREAM_FAILURES_BEFORE_FALLBACK,
  STREAM_MAX_BACKOFF_MS,
  createNotificationStream,
  type NotificationStream,
  type NotificationStreamOptions,
  type StreamStatus,
} from './notificationStream.ts';
export { NotificationBellContainer } from './NotificationBellContainer.tsx';
export { useNotificationStream } from './useNotificationStream.ts';
export {
  useNotifications,
  type NotificationsOptions,
  type NotificationsState,
} from './useNotifications.ts';
