import { isApiError } from '@slotwise/shared/api/api-error';
import type { PublicProfile } from '@slotwise/shared/contract/public-profile.contract';
import { locationName } from '@slotwise/shared/i18n/common-catalogue';
import type { AttendeePageProps } from '@slotwise/shared/remote/attendee-module';
import { ChevronRight, Clock, MapPin } from 'lucide-react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { cx, Loading, useDocumentTitle } from './attendee-ui';
import { HostAvatar, hostName } from './event-summary';
import { LoadFailedFrame } from './load-failed-frame';
import { usePublicProfile } from './public-booking.api';
import styles from './public-booking.module.css';

/** The path of a booking page. */
export const bookingPagePath = (username: string, slug: string) =>
  `/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;

/**
 * The host's page `/{username}` (docs/product.md#public-profile-page), the "Your booking link"
 * shown at sign-up and in Settings: their name and avatar and a card per active event type,
 * each opening its booking page. An unknown username shows the `NotFound` it is given.
 */
export function PublicProfilePage({ params, NotFound }: AttendeePageProps) {
  const username = params.username ?? '';
  const { data: profile, error, isLoading, reload } = usePublicProfile(username);
  useDocumentTitle(profile ? hostName(profile.host) : null);

  if (isLoading) return <Loading />;
  if (!profile) {
    if (!error || isApiError(error, 404)) return <NotFound />;
    return <LoadFailedFrame onRetry={reload} />;
  }
  return <ProfileView profile={profile} />;
}

function ProfileView({ profile }: { profile: PublicProfile }) {
  const t = useAttendeeMessages();
  const { host } = profile;
  return (
    <div className={cx(styles.page, styles.cancelPage)}>
      <main className={cx(styles.cancelMain, styles.profileMain)}>
        <header className={styles.profileHeader}>
          <HostAvatar host={host} />
          <h1 className={styles.heading1}>{hostName(host)}</h1>
          <p className={styles.muted}>{t('profileIntro')}</p>
        </header>
        {profile.event_types.length === 0 ? (
          <p className={cx(styles.card, styles.muted)}>{t('profileEmpty')}</p>
        ) : (
          <ul className={styles.profileList} aria-label={t('profileEventTypes')}>
            {profile.event_types.map((eventType) => (
              <li key={eventType.slug}>
                <a className={styles.profileCard} href={bookingPagePath(host.username, eventType.slug)}>
                  <span className={styles.profileCardBody}>
                    <span className={styles.profileTitle}>{eventType.title}</span>
                    <span className={cx(styles.profileMeta, styles.small, styles.muted)}>
                      <span className={styles.row}>
                        <Clock aria-hidden="true" size={16} />
                        {t('durationMinutes', { minutes: eventType.duration })}
                      </span>
                      <span className={styles.row}>
                        <MapPin aria-hidden="true" size={16} />
                        {locationName(eventType.location)}
                      </span>
                    </span>
                    {eventType.description ? (
                      <span className={styles.profileDescription}>{eventType.description}</span>
                    ) : null}
                  </span>
                  <ChevronRight aria-hidden="true" size={20} className={styles.profileChevron} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </main>
      <p className={styles.poweredBy}>{t('poweredBy')}</p>
    </div>
  );
}
