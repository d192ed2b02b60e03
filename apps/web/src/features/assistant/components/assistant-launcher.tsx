import { ActionIcon, Affix } from '@mantine/core';
import { IconMessageChatbot, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_LAUNCHER_NS } from '../launcher-i18n.ts';

export type AssistantPortal = 'customer' | 'admin';

/** The panel (and its texts) load on the first open only. */
const AssistantPanel = lazy(async () => ({ default: (await import('./assistant-panel.tsx')).AssistantPanel }));

/** The chatbot widget on every page (spec 01 section 1): a small button that opens the assistant. */
export const AssistantLauncher = ({ portal }: { portal: AssistantPortal }) => {
  const { t } = useTranslation(ASSISTANT_LAUNCHER_NS);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <Affix position={{ bottom: 16, right: 16 }} zIndex={190}>
        <ActionIcon
          ref={button}
          size={52}
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
      </Affix>
      {loaded && (
        <Suspense fallback={null}>
          <AssistantPanel opened={open} onClose={close} portal={portal} />
        </Suspense>
      )}
    </>
  );
};
