import { isApiError } from '@slotwise/shared/api/api-error';
import type { AttendeePageProps } from '@slotwise/shared/remote/attendee-module';
import { ChevronRight, Clock } from 'lucide-react';
import { useEffect } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { cx, Loading } from './attendee-ui';
import { HostAvatars } from './event-summary';
import { LoadFailedFrame } from './load-failed-frame';
import { PageFrame } from './page-frame';
import { usePublicTeam } from './public-booking.api';
import styles from './public-booking.module.css';

/** A team type's booking page (docs/product.md#team-pages). */
export function teamEventTypePath(teamSlug: string, slug: string): string {
  return `/team/${encodeURIComponent(teamSlug)}/${encodeURIComponent(slug)}`;
}

/**
 * The team page `/team/{teamSlug}` (docs/product.md#team-pages): the team's name, its hosts'
 * avatars and its active public event types, each linking to its booking page. Like the booking
 * page it renders alone on the attendee surface.
 */
export function TeamPage({ params, NotFound }: AttendeePageProps) {
  const t = useAttendeeMessages();
  const teamSlug = params.teamSlug ?? '';
  const { data, error, isLoading, reload } = usePublicTeam(teamSlug);

  useEffect(() => {
    if (!data) return;
    const previous = document.title;
    document.title = data.team.name;
    return () => {
      document.title = previous;
    };
  }, [data]);

  if (isLoading) return <Loading />;
  if (!data) {
    if (!error || isApiError(error, 404)) return <NotFound />;
    return <LoadFailedFrame onRetry={reload} />;
  }
  const { team, hosts, event_types: eventTypes } = data;
  return (
    <PageFrame>
      <div className={styles.teamHeader}>
        {hosts.length > 0 ? <HostAvatars hosts={hosts} /> : null}
        <h1 className={styles.title}>{team.name}</h1>
        {team.description ? <p className={cx(styles.description, styles.muted)}>{team.description}</p> : null}
      </div>
      <div className={styles.teamTypes}>
        {eventTypes.length === 0 ? (
          <p className={cx(styles.muted, styles.centerText)}>{t('teamNoEventTypes')}</p>
        ) : (
          <ul className={styles.stack} aria-label={t('teamEventTypes')}>
            {eventTypes.map((eventType) => (
              <li key={eventType.slug}>
                <a className={styles.teamType} href={teamEventTypePath(team.slug, eventType.slug)}>
                  <span className={styles.teamTypeText}>
                    <h2 className={styles.heading2}>{eventType.title}</h2>
                    <span className={cx(styles.row, styles.small, styles.muted)}>
                      <Clock aria-hidden="true" size={16} />
                      {t('durationMinutes', { minutes: eventType.duration })}
                    </span>
                    {eventType.description ? (
                      <span className={cx(styles.small, styles.muted, styles.clamp)}>
                        {eventType.description}
                      </span>
                    ) : null}
                  </span>
                  <ChevronRight aria-hidden="true" size={20} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageFrame>
  );
}
