import { listNotifications, markNotificationRead } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppPluginOptions } from '../../../app.ts';
import { contractRoute } from '../../../contract-route.ts';
import { accountOf } from '../../../plugins/app/auth/request-auth.ts';
import { notificationStreamRoute } from './stream.ts';

/**
 * `/api/notifications…`: the caller's notifications (spec.md section 7, "Notifications"), and
 * their live stream (stream.ts, registered here: autoload reads only a folder's index).
 */
export default async function notificationsRoutes(app: FastifyInstance, options: AppPluginOptions) {
  const { notificationsRepository: notifications } = app;

  contractRoute(app, listNotifications, async (request) =>
    notifications.list(accountOf(request), request.query),
  );

  contractRoute(app, markNotificationRead, async (request) => {
    const marked = await notifications.markRead(accountOf(request), request.params.id);
    if (marked === 'unknown') throw app.httpErrors.notFound('No notification has this id.');
    if (marked === 'not-yours') throw app.httpErrors.forbidden('This notification is not yours.');
    return marked;
  });

  notificationStreamRoute(app, options);
}
