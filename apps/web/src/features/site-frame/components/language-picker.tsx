import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../../components/ui/deferred-menu.tsx';
import { useClientSite } from '../api/get-client-site.ts';
import { useSetLanguage } from '../api/set-language.ts';
import { SITE_FRAME_NS } from '../i18n.ts';
import classes from './language-picker.module.css';

/**
 * The header's language picker: the site's preferred language and its other languages.
 * Choosing one tells the site (setlanguage), then switches the interface and the templates.
 * The menu's code loads when the picker is first pointed at, focused or clicked (DeferredMenu).
 */
export const LanguagePicker = ({ color = 'inherit' }: { color?: string }) => {
  const { t } = useTranslation(SITE_FRAME_NS);
  const { data: site } = useClientSite();
  const setLanguage = useSetLanguage();
  if (!site || site.languages.length < 2) return null;
  const current = site.languages.find((l) => l.locale === site.locale) ?? site.languages[0];
  const code = current.locale.toUpperCase();

  return (
    <DeferredMenu
      width={180}
      target={
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={setLanguage.isPending}
          // The name holds the code the button shows ("EN"), so speech input finds it by what it reads.
          aria-label={t('currentLanguage', { language: current.name, code })}
          // Phones show the mark alone: the back-office header has the menu, the bell and two
          // buttons beside the site's name. The button's name still says the language.
          className={classes.button}
          styles={{ root: { color } }}
        >
          <span className={classes.wide}>{code}</span>
        </Button>
      }
      items={site.languages.map((language) => ({
        key: String(language.id),
        label: language.name,
        lang: language.locale,
        current: language.locale === current.locale,
        rightSection: language.locale === current.locale ? <IconCheck size={14} aria-hidden /> : null,
        onClick: () =>
          setLanguage.mutate(language.id, {
            onError: () => notifications.show({ color: 'red', message: t('languageChangeFailed') }),
          }),
      }))}
    />
  );
};
