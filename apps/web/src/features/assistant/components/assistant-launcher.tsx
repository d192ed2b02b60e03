import { ActionIcon, Affix, Box, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageChatbot, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantPortal } from '../assistant-portal.ts';
import { ASSISTANT_LAUNCHER_NS } from '../launcher-i18n.ts';

/** The panel (and its texts) load on the first open only. */
const AssistantPanel = lazy(async () => ({ default: (await import('./assistant-panel.tsx')).AssistantPanel }));

/** Under this width the launcher does not float (issue 17, defect 11: it covered the wizard's Next). */
const PHONE_MAX_WIDTH = 767;
/** The floating button's height plus its margins. */
const LAUNCHER_ROOM = 84;

/**
 * The chatbot widget on every page (spec 01 section 1): a small button that opens the assistant.
 * It floats in the corner on wide screens, with room left at the page's end; on phones it sits
 * at the end of the page instead, so it never covers an action.
 */
export const AssistantLauncher = ({ portal }: { portal: AssistantPortal }) => {
  const { t } = useTranslation(ASSISTANT_LAUNCHER_NS);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Read at once, so a phone never shows the floating button for a moment.
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const launcher = (
    <ActionIcon
      ref={button}
      size={phone ? 44 : 52}
      radius="xl"
      variant="filled"
      aria-label={open ? t('close') : t('open')}
      title={open ? t('close') : t('open')}
      aria-expanded={open}
      aria-controls="assistant-panel"
      onClick={() => {
        setLoaded(true);
        if (open) close();
        else setOpen(true);
      }}
      style={{ boxShadow: 'var(--mantine-shadow-md)' }}
    >
      {open ? <IconX size={24} aria-hidden /> : <IconMessageChatbot size={26} aria-hidden />}
    </ActionIcon>
  );
  return (
    <>
      {phone ? (
        // On a phone the launcher sits at the end of the page, in the flow: it never covers an action.
        <Group justify="flex-end" px="md" pb="md" data-testid="assistant-launcher-inline">
          {launcher}
        </Group>
      ) : (
        <>
          {/* Room at the end of the page, so the floating button covers nothing once scrolled down. */}
          <Box h={LAUNCHER_ROOM} aria-hidden />
          <Affix position={{ bottom: 16, right: 16 }} zIndex={190}>
            {launcher}
          </Affix>
        </>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <AssistantPanel opened={open} onClose={close} portal={portal} />
        </Suspense>
      )}
    </>
  );
};
