import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunningRequests } from '../../lib/request-activity.ts';
import { COMMON_NS } from '../common-i18n.ts';
import classes from './top-progress.module.css';

/**
 * A thin bar at the top of the page while API requests run, or while `busy` (the router
 * fetching the next page's code). It appears only when the work has been running for delayMs
 * (spec 01 section 9: 200 ms, 700 ms in the booking area).
 */
export const TopProgress = ({ delayMs, color, busy = false }: { delayMs: number; color: string; busy?: boolean }) => {
  const { t } = useTranslation(COMMON_NS);
  const running = useRunningRequests() > 0 || busy;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!running) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [running, delayMs]);

  if (!visible) return null;
  return (
    <div
      className={classes.bar}
      style={{ '--rd-loader-color': color } as React.CSSProperties}
      role="progressbar"
      aria-label={t('loading')}
      aria-busy="true"
      data-testid="top-progress"
    />
  );
};
