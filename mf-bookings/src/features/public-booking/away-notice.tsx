import type { PublicAway } from '@slotwise/shared/contract/out-of-office.contract';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { Alert } from './attendee-ui';
import { hostName } from './event-summary';
import styles from './public-booking.module.css';
import { formatDay } from './zoned-time';

/**
 * The host is away now or soon (docs/product.md#out-of-office): until when and, when the host
 * named a teammate, a link to the teammate's page for the same kind of meeting.
 */
export function AwayNotice({ away, host }: { away: PublicAway; host: Parameters<typeof hostName>[0] }) {
  const t = useAttendeeMessages();
  const name = hostName(host);
  const title = away.current
    ? t('awayUntil', { host: name, date: formatDay(away.until) })
    : t('awayFromUntil', { host: name, from: formatDay(away.from), until: formatDay(away.until) });
  return (
    <Alert
      status="info"
      role="status"
      title={title}
      description={
        away.teammate ? (
          <a className={styles.link} href={away.teammate.path}>
            {t('awayTeammate', {
              teammate: hostName({ name: away.teammate.name, surname: away.teammate.surname }),
            })}
          </a>
        ) : undefined
      }
    />
  );
}
