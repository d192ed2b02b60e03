import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Modal,
  NavLink,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { templatePlaceholders } from '@ridedesk/domain/templates/template-editing';
import type { Editor } from '@tiptap/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useLanguages } from '../../../lib/languages.ts';
import { type ManagedTemplate, useSiteTemplates } from '../api/list-site-templates.ts';
import { useResetTemplate, useSaveTemplate } from '../api/save-template.ts';
import { TEMPLATES_ADMIN_NS } from '../management-i18n.ts';
import { smsPlainText } from '../sms-text.ts';
import { previewHtml, previewText } from '../template-preview.ts';
import { PlaceholderButtons } from './placeholder-buttons.tsx';
import { SmsPreview, SmsTemplateEditor } from './sms-template-editor.tsx';
import { TemplateEditor } from './template-editor.tsx';

const contentIn = (template: ManagedTemplate, languageId: number) => {
  const own = template.content?.contentSiteLanguageMappings?.find((m) => m.languages?.id === languageId)?.value;
  const fallback = template.content?.contentLanguageMappings?.find((m) => m.languages?.id === languageId)?.value;
  const value = own ?? fallback ?? '';
  // A text is edited and saved as the plain text it is sent as.
  return { own: own ?? null, html: template.kind === 'sms' ? smsPlainText(value) : value };
};

/**
 * /admin/templates/list (Manage Templates): each page, e-mail and text message template of the
 * site in each of its languages, edited (pages and mails with a rich-text editor, texts as plain
 * text with a counter of characters and messages), previewed, saved (sanitized by the server) or
 * put back to the default.
 */
export const TemplatesScreen = ({ siteTitle, providerName }: { siteTitle: string; providerName: string }) => {
  const { t } = useTranslation(TEMPLATES_ADMIN_NS);
  useDocumentTitle(t('title'));
  const list = useSiteTemplates();
  const languages = useLanguages();
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [languageId, setLanguageId] = useState<number | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const editorRef = useRef<Editor | null>(null);
  const onReady = useCallback((editor: Editor) => {
    editorRef.current = editor;
  }, []);

  const templates = list.data?.templates ?? [];
  const languageIds = list.data?.languageIds ?? [];
  const template = templates.find((x) => x.id === templateId) ?? templates[0];
  const language = languageId ?? languageIds[0] ?? null;
  const languageName = (id: number) => languages.data?.find((l) => l.id === id)?.name ?? String(id);
  const current = template && language !== null ? contentIn(template, language) : null;
  const html = draft ?? current?.html ?? '';
  const dirty = draft !== null && draft !== current?.html;
  const placeholders = useMemo(
    () => (template?.kind === 'mail' ? templatePlaceholders(current?.html ?? '') : []),
    [template, current?.html],
  );

  /**
   * Waits for a save or a reset of the content shown; once it is stored, the draft gives way to
   * what was stored and `done` is said. A failure shows under the editor (the mutation's error).
   */
  const store = async (change: Promise<unknown>, done: string) => {
    if (await change.catch(() => null)) {
      setDraft(null);
      setNotice(done);
    }
  };

  const choose = (id: number | null, lang: number | null) => {
    setTemplateId(id);
    setLanguageId(lang);
    setDraft(null);
    setNotice(null);
    save.reset();
    reset.reset();
  };

  if (list.isPending) return <Skeleton h={400} maw={1200} />;
  if (list.isError)
    return (
      <Stack gap="xs" maw={1200}>
        <PageHeader title={t('title')} />
        <Text fw={600}>{t('loadFailed')}</Text>
        <ErrorDisplay error={list.error} />
      </Stack>
    );
  if (!template || language === null)
    return (
      <Stack maw={1200}>
        <PageHeader title={t('title')} />
        <Text c="dimmed">{t('empty')}</Text>
      </Stack>
    );

  const groups = [
    { label: t('pages'), items: templates.filter((x) => x.kind === 'page') },
    { label: t('mails'), items: templates.filter((x) => x.kind === 'mail') },
    { label: t('texts'), items: templates.filter((x) => x.kind === 'sms') },
  ].filter((g) => g.items.length > 0);
  const isSms = template.kind === 'sms';
  const editorLabel = `${t('content')}: ${template.displayName} (${languageName(language)})`;

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title={t('title')} description={t('lead')} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Select
            hiddenFrom="md"
            label={t('template')}
            value={String(template.id)}
            onChange={(v) => choose(v ? Number(v) : null, language)}
            data={groups.map((g) => ({
              group: g.label,
              items: g.items.map((x) => ({ value: String(x.id), label: x.displayName })),
            }))}
            allowDeselect={false}
          />
          <Stack gap="md" visibleFrom="md" component="nav" aria-label={t('template')}>
            {groups.map((g) => (
              <Stack key={g.label} gap={2}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
                  {g.label}
                </Text>
                {g.items.map((x) => (
                  <NavLink
                    key={x.id}
                    component="button"
                    label={x.displayName}
                    active={x.id === template.id}
                    aria-current={x.id === template.id ? 'page' : undefined}
                    onClick={() => choose(x.id, language)}
                    style={{ borderRadius: 6 }}
                  />
                ))}
              </Stack>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <Stack gap="md">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={4}>
                  <Title order={2} fz="lg">
                    {template.displayName}
                  </Title>
                  <Group gap="xs">
                    <Badge variant="light" color={current?.own ? 'teal' : 'gray'}>
                      {current?.own ? t('own') : t('default')}
                    </Badge>
                    {dirty && (
                      <Badge variant="outline" color="orange">
                        {t('unsaved')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {current?.own ? t('ownHint') : t('defaultHint')}
                  </Text>
                </Stack>
                {languageIds.length > 1 && (
                  <Stack gap={4}>
                    <Text component="span" size="sm" fw={500} id="template-language-label">
                      {t('language')}
                    </Text>
                    <SegmentedControl
                      aria-labelledby="template-language-label"
                      value={String(language)}
                      onChange={(v) => choose(template.id, Number(v))}
                      data={languageIds.map((id) => ({ value: String(id), label: languageName(id) }))}
                    />
                  </Stack>
                )}
              </Group>

              {placeholders.length > 0 && (
                <PlaceholderButtons
                  placeholders={placeholders}
                  hint={t('placeholdersHint')}
                  onInsert={(p) => editorRef.current?.chain().focus().insertContent(`{{${p}}}`).run()}
                />
              )}

              {isSms ? (
                <SmsTemplateEditor
                  key={`${template.id}-${language}-${current?.own ? 'own' : 'default'}`}
                  initial={current?.html ?? ''}
                  label={editorLabel}
                  onChange={setDraft}
                />
              ) : (
                <TemplateEditor
                  key={`${template.id}-${language}-${current?.own ? 'own' : 'default'}`}
                  initial={current?.html ?? ''}
                  label={editorLabel}
                  onChange={setDraft}
                  onReady={onReady}
                />
              )}
              <Text size="xs" c="dimmed">
                {isSms ? t('smsPlainNote') : t('sanitizedNote')}
              </Text>
              {notice && (
                <Alert color="teal" role="status">
                  {notice}
                </Alert>
              )}
              <ErrorDisplay error={save.error ?? reset.error} />
              <Group justify="space-between" gap="sm">
                <Button variant="default" color="red" disabled={!current?.own} onClick={() => setConfirmReset(true)}>
                  {t('reset')}
                </Button>
                <Group gap="sm">
                  <Button variant="light" onClick={() => setPreviewing(true)}>
                    {t('preview')}
                  </Button>
                  <Button
                    loading={save.isPending}
                    disabled={!dirty && Boolean(current?.own)}
                    onClick={() => {
                      setNotice(null);
                      void store(
                        save.mutateAsync({ templateId: template.id, languageId: language, value: html }),
                        t('saved'),
                      );
                    }}
                  >
                    {t('save')}
                  </Button>
                </Group>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>

      <Modal
        opened={previewing}
        onClose={() => setPreviewing(false)}
        size="xl"
        title={t('previewTitle', { name: template.displayName, language: languageName(language) })}
      >
        {template.kind !== 'page' && (
          <Text size="xs" c="dimmed" mb="sm">
            {t('previewMailNote')}
          </Text>
        )}
        {isSms ? (
          <SmsPreview text={previewText(html, { siteTitle, providerName })} />
        ) : (
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the preview is sanitized with DOMPurify */}
            <div dangerouslySetInnerHTML={{ __html: previewHtml(html, { siteTitle, providerName }) }} />
          </Typography>
        )}
      </Modal>

      <Modal opened={confirmReset} onClose={() => setConfirmReset(false)} title={t('resetTitle')}>
        <Stack gap="md">
          <Text size="sm">{t('resetBody', { language: languageName(language), name: template.displayName })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmReset(false)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              loading={reset.isPending}
              onClick={async () => {
                await store(reset.mutateAsync({ templateId: template.id, languageId: language }), t('resetDone'));
                setConfirmReset(false);
              }}
            >
              {t('resetConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
};
