import { Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMMON_NS } from '../common-i18n.ts';
import { useDocumentTitle } from './use-document-title.ts';

export type ComingSoonContent = {
  /** The screen's name as the product calls it. */
  title: string;
  /** One or two sentences: what this screen is for. */
  summary: string;
  /** What a user will be able to do here. */
  capabilities: string[];
};

/**
 * The one page every not-yet-built screen shows: it says plainly that this part of the
 * product is coming and what it will do, instead of a blank or broken screen.
 */
export const ComingSoonPage = ({
  content,
  productName,
  back,
}: {
  content: ComingSoonContent;
  productName: string;
  back: { to: string; label: string };
}) => {
  const { t } = useTranslation(COMMON_NS);
  useDocumentTitle(`${content.title} · ${productName}`);

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={760} mx="auto" my="xl" shadow="xs">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
            <IconTools size={26} />
          </ThemeIcon>
          <Badge variant="light" size="lg" radius="sm">
            {t('comingSoonBadge')}
          </Badge>
        </Group>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {content.title}
        </Title>
        <Text size="lg" c="dimmed">
          {content.summary}
        </Text>
        <Text>{t('comingSoonLead', { product: productName })}</Text>
        {content.capabilities.length > 0 && (
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('comingSoonWhat')}
            </Title>
            <List
              spacing="xs"
              icon={
                <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
                  <IconCircleCheck size={14} />
                </ThemeIcon>
              }
            >
              {content.capabilities.map((capability) => (
                <List.Item key={capability}>{capability}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Group>
          <Button component={Link} to={back.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {back.label}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
