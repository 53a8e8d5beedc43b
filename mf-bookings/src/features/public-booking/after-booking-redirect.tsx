import { useEffect } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { leavePage } from './leave-page';
import styles from './public-booking.module.css';

/**
 * The type's page after booking (docs/product.md#after-booking): once the confirmation is shown,
 * the browser goes there; the link stays for a browser that does not. Framed (the embed), the
 * page leaves the frame alone and offers the link, opened in a new tab.
 */
export function AfterBookingRedirect({ address, embedded }: { address: string; embedded: boolean }) {
  const t = useAttendeeMessages();
  useEffect(() => {
    if (!embedded) leavePage(address);
  }, [address, embedded]);
  return (
    <p className={styles.small} role="status">
      {embedded ? null : `${t('redirecting')} `}
      <a
        href={address}
        {...(embedded ? { target: '_blank', rel: 'noopener noreferrer' } : { rel: 'noreferrer' })}
      >
        {t('redirectContinue')}
      </a>
    </p>
  );
}
