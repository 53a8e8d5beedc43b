import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { createContext, type ReactNode, type Ref, useEffect } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import styles from './public-booking.module.css';

/**
 * True while the page is drawn on the server (the attendee pages' first paint,
 * src/app/attendee-preview.tsx), where what only the browser knows (the visitor's zone) is not.
 */
export const ServerRenderContext = createContext(false);

/** Sets the tab's title while the page shows. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** The class names that apply, joined. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

export function Spinner({ small }: { small?: boolean }) {
  return <span className={cx(styles.spinner, small && styles.spinnerSmall)} aria-hidden="true" />;
}

export function Loading() {
  const t = useAttendeeMessages();
  return (
    <div className={styles.center} role="status" aria-label={t('loading')}>
      <Spinner />
    </div>
  );
}

type AlertStatus = 'error' | 'warning' | 'info' | 'success';

const alertLooks: Record<AlertStatus, { className: string | undefined; Icon: typeof Info }> = {
  error: { className: styles.alertError, Icon: CircleAlert },
  warning: { className: styles.alertWarning, Icon: TriangleAlert },
  info: { className: styles.alertInfo, Icon: Info },
  success: { className: styles.alertSuccess, Icon: CircleCheck },
};

interface AlertProps {
  status: AlertStatus;
  title: ReactNode;
  description?: ReactNode;
  /** 'alert' or 'status' to announce it; none for a state the page simply shows. */
  role?: 'alert' | 'status';
  action?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}

/** A message box (Chakra's subtle alert look): icon, title, optional description and action. */
export function Alert({ status, title, description, role, action, ref, tabIndex }: AlertProps) {
  const { className, Icon } = alertLooks[status];
  return (
    <div className={cx(styles.alert, className)} role={role} ref={ref} tabIndex={tabIndex}>
      <Icon aria-hidden="true" size={18} />
      <div className={styles.alertBody}>
        <span>{title}</span>
        {description ? <span className={styles.alertDescription}>{description}</span> : null}
      </div>
      {action}
    </div>
  );
}
