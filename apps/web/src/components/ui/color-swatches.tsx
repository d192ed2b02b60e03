import { ColorSwatch, Group, Tooltip } from '@mantine/core';
import { splitSiteColors } from '@ridedesk/domain/site/site-colors';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../common-i18n.ts';

/** A site's two colours (header/footer, then body) as small swatches with their hex codes for screen readers. */
export const ColorSwatches = ({ color }: { color: string | null | undefined }) => {
  const { t } = useTranslation(COMMON_NS);
  const { header, body } = splitSiteColors(color);
  return (
    <Group gap={6} wrap="nowrap">
      {[
        { part: 'header', value: header },
        { part: 'body', value: body },
      ].map(({ part, value }) => (
        <Tooltip key={part} label={value} withArrow>
          <ColorSwatch color={value} size={20} radius="sm" aria-label={t('colorSwatch', { color: value })} role="img" />
        </Tooltip>
      ))}
    </Group>
  );
};
