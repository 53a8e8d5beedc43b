import type { ReactNode } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { cx } from './attendee-ui';
import styles from './public-booking.module.css';

/** The attendee page's frame: the card and 'Scheduling by Slotwise' (booking, team and reschedule pages). */
export function PageFrame({ children, wide }: { children: ReactNode; wide?: boolean }) {
  const t = useAttendeeMessages();
  return (
    <div className={styles.page}>
      <main className={cx(styles.main, wide && styles.mainWide)}>{children}</main>
      <p className={styles.poweredBy}>{t('poweredBy')}</p>
    </div>
  );
}
