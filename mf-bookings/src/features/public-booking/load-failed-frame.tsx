import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { cx } from './attendee-ui';
import { PageFrame } from './page-frame';
import styles from './public-booking.module.css';

/**
 * What every attendee page shows when its data could not be loaded for another reason than an
 * unknown link (a 5xx, no connection): the page's frame, the failure announced, and Try Again.
 */
export function LoadFailedFrame({ onRetry }: { onRetry: () => void }) {
  const t = useAttendeeMessages();
  return (
    <PageFrame>
      <div className={styles.centerText}>
        <p role="alert">{t('loadFailed')}</p>
        <button type="button" className={cx(styles.button, styles.solid)} onClick={() => onRetry()}>
          {t('tryAgain')}
        </button>
      </div>
    </PageFrame>
  );
}
