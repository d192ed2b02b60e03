import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../common-i18n.ts';
import classes from './layouts.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump over the header straight to the page's content. */
export const SkipLink = () => {
  const { t } = useTranslation(COMMON_NS);
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
};
