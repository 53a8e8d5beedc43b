import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { cx, useDocumentTitle } from './attendee-ui';
import { HostAvatar, hostName } from './event-summary';
import { usePublicProfile } from './public-booking.api';
import styles from './public-booking.module.css';

/**
 * The link of an inactive event type (docs/product.md#public-booking-page): says the event is
 * not available and leads to the host's page, whose name and avatar it borrows (they are public
 * there anyway); until that answers, or if it fails, the link names the username.
 */
export function EventUnavailable({ username }: { username: string }) {
  const t = useAttendeeMessages();
  const { data: profile } = usePublicProfile(username);
  useDocumentTitle(t('unavailableHeading'));
  const host = profile ? hostName(profile.host) : username;
  return (
    <div className={cx(styles.page, styles.cancelPage)}>
      <main className={styles.cancelMain}>
        {profile ? (
          <div className={styles.row}>
            <HostAvatar host={profile.host} small />
            <p className={styles.hostName}>{host}</p>
          </div>
        ) : null}
        <h1 className={styles.heading1}>{t('unavailableHeading')}</h1>
        <p className={styles.muted}>{t('unavailableText')}</p>
        <a
          className={cx(styles.button, styles.outline, styles.stretchOnPhone)}
          href={`/${encodeURIComponent(profile?.host.username ?? username)}`}
        >
          {t('unavailableHostLink', { host })}
        </a>
      </main>
      <p className={styles.poweredBy}>{t('poweredBy')}</p>
    </div>
  );
}
