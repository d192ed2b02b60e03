import { Button, Group, NumberInput, Paper, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SETTING_NAMES } from '@ridedesk/domain/shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import type { Language } from '../../../lib/languages.ts';
import { useSiteSettings } from '../api/get-site-settings.ts';
import { useUpdateSiteSetting } from '../api/update-site-setting.ts';
import { SITES_NS } from '../i18n.ts';
import type { SiteSetting } from '../site.ts';

/** How a setting is edited, from its name and default value. */
export const settingEditor = (setting: Pick<SiteSetting, 'name' | 'defaultValue'>) => {
  if (setting.name === SETTING_NAMES.otherLanguageEnabled) return 'managed-by-form' as const;
  const fallback = (setting.defaultValue ?? '').trim().toLowerCase();
  if (setting.name === SETTING_NAMES.payLaterEnabled || fallback === 'true' || fallback === 'false')
    return 'switch' as const;
  if (fallback !== '' && /^\d+$/.test(fallback)) return 'number' as const;
  return 'text' as const;
};

/** Splits "PayLaterEnabled" into "Pay later enabled" for people to read. */
export const settingLabel = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`);

const SettingRow = ({
  siteId,
  setting,
  languages,
}: {
  siteId: number;
  setting: SiteSetting;
  languages: Language[];
}) => {
  const { t } = useTranslation(SITES_NS);
  const update = useUpdateSiteSetting();
  const editor = settingEditor(setting);
  const stored = setting.value ?? setting.defaultValue ?? '';
  const [draft, setDraft] = useState(stored);
  const label = settingLabel(setting.name);

  const save = (value: string) =>
    update.mutate(
      { siteId, SettingId: setting.SettingId, value },
      { onSuccess: () => notifications.show({ color: 'green', message: t('settingSaved', { name: label }) }) },
    );

  const description = (
    <>
      {setting.description}
      {setting.defaultValue !== null && setting.defaultValue !== '' && editor !== 'managed-by-form' && (
        <> {t('settingDefault', { value: setting.defaultValue })}</>
      )}
    </>
  );

  return (
    <Stack gap={6} py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {editor === 'switch' && (
        <Switch
          label={label}
          description={description}
          checked={stored.toLowerCase() === 'true'}
          onChange={(event) => save(event.currentTarget.checked ? 'true' : 'false')}
          disabled={update.isPending}
          onLabel={t('settingEnabled')}
          offLabel={t('settingDisabled')}
          size="md"
        />
      )}
      {editor === 'managed-by-form' && (
        <Stack gap={2}>
          <Text fw={500} size="sm">
            {label}
          </Text>
          <Text size="sm">
            {stored
              .split(',')
              .map((id) => languages.find((l) => String(l.id) === id.trim())?.name)
              .filter(Boolean)
              .join(', ') || '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {setting.description} {t('settingManagedByForm')}
          </Text>
        </Stack>
      )}
      {(editor === 'number' || editor === 'text') && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          {editor === 'number' ? (
            <NumberInput
              label={label}
              description={description}
              value={draft === '' ? '' : Number(draft)}
              onChange={(value) => setDraft(value === '' ? '' : String(value))}
              min={0}
              max={100_000}
              allowDecimal={false}
              style={{ flex: '0 1 360px' }}
            />
          ) : (
            <TextInput
              label={label}
              description={description}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              maxLength={2000}
              style={{ flex: '0 1 360px' }}
            />
          )}
          <Button
            variant="light"
            onClick={() => save(draft)}
            disabled={draft === stored || draft === ''}
            loading={update.isPending}
            aria-label={t('settingSave', { name: label })}
          >
            {t('save')}
          </Button>
        </Group>
      )}
      <ErrorDisplay error={update.error} size="xs" />
    </Stack>
  );
};

/** The site's settings with editable values (api/sitesetting/mappingBySiteId, saved by sitesetting/update). */
export const SiteSettingsPanel = ({ siteId, languages }: { siteId: number; languages: Language[] }) => {
  const { t } = useTranslation(SITES_NS);
  const settings = useSiteSettings(siteId);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <SectionHeading title={t('settingsTitle')} lead={t('settingsLead')} />
        {settings.isPending && <Skeleton h={120} />}
        <ErrorDisplay error={settings.error} />
        {settings.data?.length === 0 && <Text c="dimmed">{t('noSettings')}</Text>}
        {settings.data?.map((setting) => (
          <SettingRow key={setting.SettingId} siteId={siteId} setting={setting} languages={languages} />
        ))}
      </Stack>
    </Paper>
  );
};
