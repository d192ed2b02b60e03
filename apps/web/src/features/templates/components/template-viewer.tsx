import { Container, Paper, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useSiteTemplateContents } from '../api/get-site-template-contents.ts';
import { TEMPLATES_NS } from '../i18n.ts';
import { templateBody } from '../template-content.ts';
import classes from './template-viewer.module.css';

/**
 * Shows one template (footer pages): its display name, an error text when it cannot be loaded,
 * and its HTML body, sanitized, in the current language.
 */
export const TemplateViewer = ({ uniqueName, siteTitle }: { uniqueName: string; siteTitle: string }) => {
  const { t, i18n } = useTranslation(TEMPLATES_NS);
  const templates = useSiteTemplateContents();
  const template = templates.data?.find((tpl) => tpl.uniqueName.toLowerCase() === uniqueName.toLowerCase());
  const body = template ? templateBody(template, i18n.language) : null;
  const html = useMemo(() => (body ? DOMPurify.sanitize(body, { USE_PROFILES: { html: true } }) : ''), [body]);

  useDocumentTitle(template ? `${template.displayName} · ${siteTitle}` : null);

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        {templates.isPending ? (
          <Stack gap="sm" aria-busy="true">
            <Skeleton h={32} w="50%" />
            <Skeleton h={14} />
            <Skeleton h={14} />
            <Skeleton h={14} w="80%" />
          </Stack>
        ) : (
          <Stack gap="md">
            {/* The template's own text opens with its heading, so the name reads as a label above it. */}
            {template && (
              <Title order={1} fz="sm" tt="uppercase" lts={1} c="dimmed">
                {template.displayName}
              </Title>
            )}
            {templates.isError && (
              <Stack gap={4}>
                <Text fw={600}>{t('loadFailed')}</Text>
                <ErrorDisplay error={templates.error} />
              </Stack>
            )}
            {templates.isSuccess && !html && <Text c="dimmed">{t('missing')}</Text>}
            {/* Sanitized with DOMPurify above; the server sanitizes on save as well. */}
            {html && (
              <Typography>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: template HTML is sanitized with DOMPurify */}
                <div className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />
              </Typography>
            )}
          </Stack>
        )}
      </Paper>
    </Container>
  );
};
