import { sharedQueryKeys, subscribe, useActingOnBehalf, usePermissions, useSelectedSoldTo } from '@portal/portal-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useContentLanguage } from '../../../lib/content-language.ts';
import {
  newestAlertQueryOptions,
  passwordNoticeQueryOptions,
  storeStreamedCount,
  unreadCountQueryOptions,
} from '../../../lib/updates-queries.ts';
import { useUnreadStream } from './use-unread-stream.ts';

/**
 * The shell's view of the user's updates in the working sold-to (spec 2.4, 6): the unread count for the Updates
 * item, the newest unread alert and the expiring-password notice for the alert box.
 * - Nothing is asked without the notifications or alerts permission (both off with the hide-updates setting,
 *   and while acting on behalf the on-behalf ones count), or before a sold-to is chosen.
 * - The password notice is the signed-in user's own: not shown while acting on behalf of a customer.
 * - One path from each trigger (ADR 054): the server's stream sends the count itself, which is kept as it is (no
 *   call), and a new count asks for the alert and the notice again; the `updateCountRefresh` event (published by
 *   whichever bundle read or deleted updates: the updates remote, the alert box), a password change and a
 *   notification deletion ask for all three again. Nothing else refreshes them: the remotes never invalidate them.
 */
export function useUpdatesFeed() {
  const permissions = usePermissions();
  const soldTo = useSelectedSoldTo()?.customerId ?? null;
  const onBehalf = useActingOnBehalf();
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  const allowed = Boolean(permissions && (permissions.notifications || permissions.alerts));
  const active = allowed && soldTo !== null ? soldTo : null;

  const unread = useQuery({ ...unreadCountQueryOptions(active ?? ''), enabled: active !== null });
  const alert = useQuery({
    ...newestAlertQueryOptions(active ?? '', language),
    enabled: active !== null && Boolean(permissions?.alerts),
  });
  const passwordNotice = useQuery({
    ...passwordNoticeQueryOptions(active ?? ''),
    enabled: active !== null && Boolean(permissions?.notifications) && !onBehalf,
  });

  useUnreadStream(active, (count) => {
    if (active) storeStreamedCount(queryClient, active, count);
  });

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.updates.all });
    const stops = [
      subscribe('updateCountRefresh', refresh),
      subscribe('notificationDeletion', refresh),
      subscribe('passwordChanged', refresh),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);

  if (active === null) return { unread: 0, alert: null, passwordNotice: null };
  return {
    unread: unread.data ?? 0,
    alert: permissions?.alerts ? (alert.data ?? null) : null,
    passwordNotice: !onBehalf && permissions?.notifications ? (passwordNotice.data ?? null) : null,
  };
}
