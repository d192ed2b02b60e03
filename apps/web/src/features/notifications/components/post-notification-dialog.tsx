import { Button, Checkbox, Fieldset, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  MESSAGE_MAX,
  NOTIFICATION_ROLES,
  type NotificationRole,
  notificationCreateSchema,
  TITLE_MAX,
} from '@ridedesk/domain/notifications/notification-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import type { Language } from '../../../lib/languages.ts';
import { useCreateNotification } from '../api/posted-notifications.ts';
import { NOTIFICATIONS_NS } from '../i18n.ts';

type Texts = Record<number, { title: string; message: string }>;

/**
 * Posting a notification: the roles it goes to and its title and message in each language the
 * site offers; the preferred language is required, the others fall back to it when left empty.
 * Validated with the same schema as the API, so the messages are the API's.
 */
export const PostNotificationDialog = ({
  opened,
  onClose,
  onPosted,
  languages,
  preferredLanguageId,
  platform,
}: {
  opened: boolean;
  onClose: () => void;
  onPosted: () => void;
  languages: Language[];
  preferredLanguageId: number;
  platform: boolean;
}) => {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const create = useCreateNotification();
  const [roles, setRoles] = useState<NotificationRole[]>([]);
  const [texts, setTexts] = useState<Texts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ordered = [...languages].sort(
    (a, b) => Number(b.id === preferredLanguageId) - Number(a.id === preferredLanguageId) || a.id - b.id,
  );

  const reset = () => {
    setRoles([]);
    setTexts({});
    setErrors({});
    create.reset();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const contents = ordered
      .map((l) => ({ languageId: l.id, title: texts[l.id]?.title ?? '', message: texts[l.id]?.message ?? '' }))
      .filter((c) => c.languageId === preferredLanguageId || c.title.trim() || c.message.trim());
    const parsed = notificationCreateSchema.safeParse({ siteId: 0, roleNames: roles, contents });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [head, index, field] = issue.path;
        const key =
          head === 'contents' && typeof index === 'number'
            ? `${contents[index]?.languageId}.${String(field ?? 'title')}`
            : String(head);
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        reset();
        onPosted();
      },
    });
  };

  const setText = (languageId: number, field: 'title' | 'message', value: string) =>
    setTexts((current) => ({
      ...current,
      [languageId]: { ...(current[languageId] ?? { title: '', message: '' }), [field]: value },
    }));

  return (
    <Modal
      opened={opened}
      onClose={() => {
        reset();
        onClose();
      }}
      title={t('postTitle')}
      size="lg"
      fullScreen={typeof window !== 'undefined' && window.innerWidth < 576}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Checkbox.Group
            label={t('roles')}
            description={platform ? t('everySite') : undefined}
            value={roles}
            onChange={(value) => setRoles(value as NotificationRole[])}
            error={errors.roleNames}
            withAsterisk
          >
            <Group mt="xs" gap="md">
              {NOTIFICATION_ROLES.map((role) => (
                <Checkbox key={role} value={role} label={t(`role_${role}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          {ordered.map((language) => {
            const preferred = language.id === preferredLanguageId;
            return (
              <Fieldset key={language.id} legend={t('languageSection', { language: language.name })}>
                <Text size="xs" c="dimmed" mb="xs">
                  {preferred ? t('preferred') : t('optional', { language: language.name })}
                </Text>
                <Stack gap="sm">
                  <TextInput
                    label={t('titleLabel')}
                    lang={language.locale}
                    withAsterisk={preferred}
                    maxLength={TITLE_MAX}
                    value={texts[language.id]?.title ?? ''}
                    onChange={(e) => setText(language.id, 'title', e.currentTarget.value)}
                    error={errors[`${language.id}.title`]}
                  />
                  <Textarea
                    label={t('messageLabel')}
                    lang={language.locale}
                    withAsterisk={preferred}
                    autosize
                    minRows={3}
                    maxLength={MESSAGE_MAX}
                    value={texts[language.id]?.message ?? ''}
                    onChange={(e) => setText(language.id, 'message', e.currentTarget.value)}
                    error={errors[`${language.id}.message`]}
                  />
                </Stack>
              </Fieldset>
            );
          })}
          <ErrorDisplay error={create.error} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                reset();
                onClose();
              }}
            >
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
