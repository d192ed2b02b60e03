import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { FEEDBACK_NS } from '../i18n.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { MyFeedbackList } from './my-feedback-list.tsx';

type Traveller = { firstName: string; lastName: string; email: string; phone: string | null };

/**
 * /usercompliants and /usercompliants/addusercompliant: the feedback or complaint form; a
 * signed-in traveller also sees the messages they sent and the answers. ?booking= fills the
 * booking ID.
 */
export const FeedbackScreen = ({
  traveller,
  providerName,
  siteTitle,
}: {
  traveller: Traveller | null;
  providerName: string;
  siteTitle: string;
}) => {
  const { t } = useTranslation(FEEDBACK_NS);
  const [params] = useSearchParams();
  useDocumentTitle(siteTitle ? `${t('title')} · ${siteTitle}` : t('title'));
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t('title')}
          </Title>
          <Text c="dimmed">{t('lead')}</Text>
        </Stack>
        <FeedbackForm person={traveller} bookingReference={params.get('booking') ?? undefined} />
        {traveller && <MyFeedbackList providerName={providerName} />}
      </Stack>
    </Container>
  );
};
