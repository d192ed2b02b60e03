import { Group, Image, Text, UnstyledButton } from '@mantine/core';
import { IconSteeringWheel } from '@tabler/icons-react';
import { Link } from 'react-router';
import { siteTitleOf, useClientSite } from '../api/get-client-site.ts';

/**
 * The site's logo, or its title with a mark, linking to the portal's start page. The link's name
 * is what it shows (the logo's text, the title), so speech input finds it by what is on screen.
 */
export const SiteBrand = ({ to = '/' }: { to?: string }) => {
  const { data: site } = useClientSite();
  if (!site) return null;
  const title = siteTitleOf(site);
  return (
    <UnstyledButton component={Link} to={to} style={{ color: 'inherit', minWidth: 0 }}>
      {site.logo ? (
        <Image src={site.logo} alt={title} h={36} w="auto" fit="contain" />
      ) : (
        <Group gap={10} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconSteeringWheel size={28} stroke={1.8} aria-hidden style={{ flexShrink: 0 }} />
          <Text fw={700} fz="lg" lh={1.2} lineClamp={1} style={{ color: 'inherit' }} visibleFrom="sm">
            {title}
          </Text>
          {/* Phones show the shorter site name; long titles would be cut off. */}
          <Text fw={700} fz="md" lh={1.2} lineClamp={1} style={{ color: 'inherit' }} hiddenFrom="sm">
            {site.site_name || title}
          </Text>
        </Group>
      )}
    </UnstyledButton>
  );
};
