import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconCalendarCheck,
  IconCircleCheck,
  IconClockHour4,
  IconMail,
  IconMapPin,
  IconPhone,
  IconPlaneArrival,
  IconReceipt2,
  IconUserCheck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookingUnavailable, type BookingUnavailableState } from '../../../components/ui/booking-unavailable.tsx';
import { LANDING_NS } from '../i18n.ts';
import classes from './landing.module.css';

export type LandingSite = {
  title: string;
  isProductSite: boolean;
  provider: { name: string; phone: string | null; email: string | null; address?: string | null } | null;
  /** Whether the site takes online bookings now (getSiteIdOfClient); Book a ride only when open. */
  bookingState: 'open' | BookingUnavailableState;
};

const SERVICES = [
  { icon: IconPlaneArrival, title: 'serviceAirport', text: 'serviceAirportText' },
  { icon: IconClockHour4, title: 'serviceHourly', text: 'serviceHourlyText' },
  { icon: IconMapPin, title: 'servicePoint', text: 'servicePointText' },
] as const;

const VALUES = [
  { icon: IconReceipt2, title: 'valueEstimateTitle', text: 'valueEstimateText' },
  { icon: IconUserCheck, title: 'valueChauffeurTitle', text: 'valueChauffeurText' },
  { icon: IconCalendarCheck, title: 'valueManageTitle', text: 'valueManageText' },
] as const;

const PLAN_FEATURES = [
  'featureSite',
  'featureEmail',
  'featureDiscounts',
  'featureBackOffice',
  'featureReviews',
  'featurePayments',
  'featureSupport',
  'featureSms',
] as const;

const Hero = ({ site }: { site: LandingSite }) => {
  const { t } = useTranslation(LANDING_NS);
  return (
    <Box
      component="section"
      className={`${classes.hero} rd-on-dark`}
      pt={{ base: 40, sm: 72 }}
      pb={{ base: 96, sm: 128 }}
      aria-labelledby="landing-title"
    >
      <Container size="lg" className={classes.heroInner}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 56 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Text tt="uppercase" fw={700} fz="sm" lts={1} style={{ opacity: 0.85 }}>
              {site.provider ? t('eyebrowProvider', { provider: site.provider.name }) : t('eyebrowProduct')}
            </Text>
            <Title id="landing-title" order={1} fz={{ base: 34, sm: 48 }} lh={1.1} c="inherit">
              {site.title}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} className={classes.heroLead}>
              {t('lead')}
            </Text>
            {site.bookingState !== 'open' && (
              <Paper radius="md" p={4} shadow="md">
                <BookingUnavailable
                  state={site.bookingState}
                  company={site.provider?.name ?? site.title}
                  contact={site.provider}
                />
              </Paper>
            )}
            <Group gap="sm">
              {site.bookingState === 'open' && (
                <Button
                  component={Link}
                  to="/systembooking"
                  size="lg"
                  w={{ base: '100%', xs: 'auto' }}
                  variant="white"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                  styles={{ root: { color: 'var(--rd-hero-bg)' } }}
                >
                  {t('bookARide')}
                </Button>
              )}
              <Button
                component={Link}
                to="/login"
                size="lg"
                w={{ base: '100%', xs: 'auto' }}
                variant="outline"
                className={classes.secondaryButton}
              >
                {t('signIn')}
              </Button>
            </Group>
          </Stack>
          <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xl" className={classes.servicesCard}>
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('servicesTitle')}
              </Title>
              {SERVICES.map(({ icon: Icon, title, text }) => (
                <Group key={title} gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                    <Icon size={24} />
                  </ThemeIcon>
                  <Stack gap={2}>
                    <Text fw={600}>{t(title)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(text)}
                    </Text>
                  </Stack>
                </Group>
              ))}
            </Stack>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
};

const Values = () => {
  const { t } = useTranslation(LANDING_NS);
  return (
    <Container size="lg" component="section" py={{ base: 40, sm: 64 }} aria-labelledby="values-title">
      <Title id="values-title" order={2} ta="center" fz={{ base: 26, sm: 32 }} mb={{ base: 'lg', sm: 40 }}>
        {t('valuesTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <Paper key={title} withBorder radius="lg" p="lg" shadow="xs">
            <Stack gap="sm">
              <ThemeIcon size={48} radius="md" aria-hidden>
                <Icon size={26} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(title)}
              </Title>
              <Text c="dimmed">{t(text)}</Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
};

const Contact = ({ provider }: { provider: NonNullable<LandingSite['provider']> }) => {
  const { t } = useTranslation(LANDING_NS);
  if (!provider.phone && !provider.email && !provider.address) return null;
  return (
    <Container size="lg" component="section" pb={{ base: 40, sm: 64 }} aria-labelledby="contact-title">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Group justify="space-between" gap="md" wrap="wrap">
          <Title id="contact-title" order={2} size="h3">
            {t('contactTitle')}
          </Title>
          <Group gap="lg" wrap="wrap">
            {provider.phone && (
              <Anchor href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`} fw={600}>
                <Group gap={6} wrap="nowrap">
                  <IconPhone size={18} aria-hidden />
                  {t('contactPhone', { phone: provider.phone })}
                </Group>
              </Anchor>
            )}
            {provider.email && (
              <Anchor href={`mailto:${provider.email}`} fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconMail size={18} aria-hidden />
                  {t('contactEmail', { email: provider.email })}
                </Group>
              </Anchor>
            )}
            {provider.address && (
              <Group gap={6} wrap="nowrap" component="address" style={{ fontStyle: 'normal', minWidth: 0 }}>
                <IconMapPin size={18} aria-hidden />
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {provider.address}
                </Text>
              </Group>
            )}
          </Group>
        </Group>
      </Paper>
    </Container>
  );
};

const ForProviders = () => {
  const { t } = useTranslation(LANDING_NS);
  return (
    <Box
      component="section"
      className={`${classes.providers} rd-on-dark`}
      py={{ base: 48, sm: 72 }}
      aria-labelledby="providers-title"
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 56 }}>
          <Stack gap="md">
            <Title id="providers-title" order={2} fz={{ base: 26, sm: 32 }} c="white">
              {t('providersTitle')}
            </Title>
            <Text fz="lg" c="gray.3">
              {t('providersLead')}
            </Text>
            <Text c="gray.4">{t('providersPlans')}</Text>
            <Group>
              <Button
                component={Link}
                to="/admin/login"
                size="md"
                variant="white"
                color="dark"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t('providersCta')}
              </Button>
              <Button component={Link} to="/admin/register" size="md" variant="outline" color="white">
                {t('providersRegister')}
              </Button>
            </Group>
          </Stack>
          <Stack gap="sm">
            <Text fw={700} c="white">
              {t('providersFeatures')}
            </Text>
            <List
              spacing="sm"
              c="gray.2"
              icon={
                <ThemeIcon size={22} radius="xl" color="teal" aria-hidden>
                  <IconCircleCheck size={14} />
                </ThemeIcon>
              }
            >
              {PLAN_FEATURES.map((feature) => (
                <List.Item key={feature}>{t(feature)}</List.Item>
              ))}
            </List>
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
};

/**
 * The customer portal's start page: the site's title and the call to book, what the service
 * offers, the provider's contact details, and on the product site the offer to providers.
 */
export const LandingPage = ({ site }: { site: LandingSite }) => (
  <>
    <Hero site={site} />
    <Values />
    {site.provider && <Contact provider={site.provider} />}
    {site.isProductSite && <ForProviders />}
  </>
);
