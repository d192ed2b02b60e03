import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { ACCOUNTS_NS } from '../i18n.ts';

/** A card's heading: the page's one h1 and a line of explanation under it. */
export const CardHeading = ({ title, lead }: { title: string; lead?: ReactNode }) => (
  <Stack gap={6}>
    <Title order={1} fz={{ base: 24, sm: 28 }}>
      {title}
    </Title>
    {lead && (
      <Text c="dimmed" size="sm" component="div">
        {lead}
      </Text>
    )}
  </Stack>
);

/**
 * The frame of an account screen: a centred card with its title (customer portal, and the back
 * office's pages without menu), or the back office's page header above the card (pages with menu).
 */
export const AccountPage = ({
  layout,
  title,
  lead,
  children,
  maw = 560,
}: {
  layout: 'card' | 'menu';
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  maw?: number;
}) => {
  useDocumentTitle(title);
  if (layout === 'menu')
    return (
      <>
        <PageHeader title={title} description={typeof lead === 'string' ? lead : undefined} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={maw}>
          {children}
        </Paper>
      </>
    );
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" maw={maw} mx="auto">
        <Stack gap="lg">
          <CardHeading title={title} lead={lead} />
          {children}
        </Stack>
      </Paper>
    </Container>
  );
};

/** The way back to sign-in, centred under a card's form. */
export const BackToSignInLink = ({ to }: { to: string }) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={to} fw={500}>
        {t('backToSignIn')}
      </Anchor>
    </Text>
  );
};
