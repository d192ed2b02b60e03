import { ActionIcon, Anchor, Box, Container, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { COPYRIGHT_YEAR, DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconExternalLink,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMMON_NS } from '../../../components/common-i18n.ts';
import { siteNameOf, useClientSite } from '../api/get-client-site.ts';
import { FOOTER_TEMPLATE_LINKS, PRODUCT_SOCIAL_LINKS, SEND_FEEDBACK_LINK } from '../footer-links.ts';
import { SITE_FRAME_NS } from '../i18n.ts';

const SOCIAL_ICONS = {
  facebook: { icon: IconBrandFacebook, label: 'socialFacebook' },
  instagram: { icon: IconBrandInstagram, label: 'socialInstagram' },
  linkedin: { icon: IconBrandLinkedin, label: 'socialLinkedIn' },
  x: { icon: IconBrandX, label: 'socialX' },
} as const;

const linkStyle = { color: 'var(--rd-header-fg)' } as const;

/**
 * The footer of both portals: the template pages, Send Feedback (new tab), social links on the
 * product site, and the copyright line. `rating` is where the travellers' star rating goes once
 * reviews exist.
 */
export const SiteFooter = ({ rating }: { rating?: ReactNode }) => {
  const { t } = useTranslation([SITE_FRAME_NS, COMMON_NS]);
  const { data: site } = useClientSite();
  if (!site) return null;
  const name = siteNameOf(site);
  const isProductSite = site.site_id === DEFAULT_SITE_ID;

  return (
    <Box component="footer" className="rd-on-brand" bg="var(--rd-header-bg)" c="var(--rd-header-fg)" py="xl" mt="auto">
      <Container size="lg">
        <Stack gap="lg">
          {rating}
          <Group component="nav" aria-label={t('common:footerNavigation')} gap="lg" justify="center" wrap="wrap">
            {FOOTER_TEMPLATE_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" fw={500} style={linkStyle}>
                {link.label}
              </Anchor>
            ))}
            <Anchor
              href={SEND_FEEDBACK_LINK.to}
              target="_blank"
              rel="noopener"
              size="sm"
              fw={500}
              style={{ ...linkStyle, display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              {SEND_FEEDBACK_LINK.label}
              <IconExternalLink size={14} aria-hidden />
              <VisuallyHidden>{t('common:opensInNewTab')}</VisuallyHidden>
            </Anchor>
          </Group>
          {isProductSite && (
            <Group gap="xs" justify="center" aria-label={t('common:socialLinks')} role="group">
              {PRODUCT_SOCIAL_LINKS.map((link) => {
                const { icon: Icon, label } = SOCIAL_ICONS[link.network];
                return (
                  <ActionIcon
                    key={link.network}
                    component="a"
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    size="lg"
                    radius="xl"
                    aria-label={t(label, { site: name })}
                    style={linkStyle}
                  >
                    <Icon size={20} aria-hidden />
                  </ActionIcon>
                );
              })}
            </Group>
          )}
          <Text size="sm" ta="center" style={{ color: 'var(--rd-header-fg-quiet)' }}>
            © {COPYRIGHT_YEAR} {name}. {t('common:rightsReserved')}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
};
