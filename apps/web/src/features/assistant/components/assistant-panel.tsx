import { Anchor, Button, CloseButton, Group, Loader, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { type AssistantAction, type AssistantAnswer, useAskAssistant } from '../api/ask-assistant.ts';
import type { AssistantPortal } from '../assistant-portal.ts';
import { ASSISTANT_NS } from '../i18n.ts';

type Message = { id: number; from: 'you'; text: string } | { id: number; from: 'assistant'; answer: AssistantAnswer };

const QUESTION_MAX = 500;

/** Where a handover leads in each portal: staff book from the back office and read feedback there. */
const actionPath = (action: AssistantAction, portal: AssistantPortal) =>
  portal === 'admin' ? (action.type === 'booking' ? '/admin/systembooking' : '/admin/usercompliants') : action.path;

/**
 * The assistant's conversation: questions answered from the site's FAQ and help pages, with
 * the page it answered from, and the booking wizard or the feedback form as ways forward.
 */
export const AssistantPanel = ({
  opened,
  onClose,
  portal,
}: {
  opened: boolean;
  onClose: () => void;
  portal: AssistantPortal;
}) => {
  const { t, i18n } = useTranslation(ASSISTANT_NS);
  const ask = useAskAssistant();
  const [question, setQuestion] = useState('');
  const [messages, setMessages] = useState<Message[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);

  useEffect(() => {
    if (opened) input.current?.focus();
  }, [opened]);
  // Each new message or the loader scrolls the conversation to its end.
  const scrollKey = `${messages.length}:${ask.isPending}`;
  useEffect(() => {
    if (scrollKey && viewport.current) viewport.current.scrollTop = viewport.current.scrollHeight;
  }, [scrollKey]);

  const send = async (text: string) => {
    const q = text.trim().slice(0, QUESTION_MAX);
    if (!q || ask.isPending) return;
    setQuestion('');
    setMessages((m) => [...m, { id: nextId.current++, from: 'you', text: q }]);
    const answer = await ask.mutateAsync({ question: q, locale: i18n.language }).catch(() => null);
    if (answer) setMessages((m) => [...m, { id: nextId.current++, from: 'assistant', answer }]);
  };

  if (!opened) return null;
  return (
    <Paper
      id="assistant-panel"
      role="dialog"
      aria-label={t('title')}
      shadow="xl"
      radius="lg"
      withBorder
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      style={{
        position: 'fixed',
        right: 16,
        bottom: 80,
        width: 'min(380px, calc(100vw - 32px))',
        height: 'min(520px, calc(100dvh - 110px))',
        zIndex: 191,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Group
        justify="space-between"
        px="md"
        py="xs"
        bg="var(--mantine-primary-color-filled)"
        c="var(--mantine-primary-color-contrast)"
      >
        <Text fw={700}>{t('title')}</Text>
        <CloseButton onClick={onClose} aria-label={t('close')} c="inherit" variant="transparent" />
      </Group>
      <ScrollArea style={{ flex: 1 }} viewportRef={viewport} px="md" py="sm">
        <Stack gap="sm" role="log" aria-live="polite" aria-relevant="additions">
          <Text size="sm">{t('intro')}</Text>
          {messages.length === 0 && (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {t('suggestions')}
              </Text>
              <Group gap={6}>
                {(['suggestion1', 'suggestion2', 'suggestion3'] as const).map((key) => (
                  <Button key={key} size="compact-xs" variant="light" onClick={() => send(t(key))}>
                    {t(key)}
                  </Button>
                ))}
              </Group>
            </Stack>
          )}
          {messages.map((m) =>
            m.from === 'you' ? (
              <Paper key={m.id} bg="var(--mantine-primary-color-light)" p="xs" radius="md" ml="xl">
                <Text size="xs" fw={600} c="dimmed">
                  {t('you')}
                </Text>
                <Text size="sm">{m.text}</Text>
              </Paper>
            ) : (
              <Paper key={m.id} bg="gray.0" p="xs" radius="md" mr="lg" data-known={m.answer.known}>
                <Text size="xs" fw={600} c="dimmed">
                  {t('assistant')}
                </Text>
                {m.answer.heading && (
                  <Text size="sm" fw={600}>
                    {m.answer.heading}
                  </Text>
                )}
                <Text size="sm">{m.answer.answer}</Text>
                {m.answer.source && portal === 'customer' && (
                  <Anchor component={Link} to={m.answer.source.path} size="xs" onClick={onClose}>
                    {t('source', { name: m.answer.source.displayName })}
                  </Anchor>
                )}
                {m.answer.actions.length > 0 && (
                  <Group gap={6} mt={6}>
                    {m.answer.actions.map((action) => (
                      <Button
                        key={action.type}
                        component={Link}
                        to={actionPath(action, portal)}
                        size="compact-xs"
                        variant="outline"
                        onClick={onClose}
                      >
                        {t(`action_${action.type}`)}
                      </Button>
                    ))}
                  </Group>
                )}
              </Paper>
            ),
          )}
          {ask.isPending && (
            <Group gap={6}>
              <Loader size="xs" />
              <Text size="xs" c="dimmed">
                {t('thinking')}
              </Text>
            </Group>
          )}
          {ask.isError && (
            <Stack gap={2}>
              <Text size="xs">{t('failed')}</Text>
              <ErrorDisplay error={ask.error} size="xs" />
            </Stack>
          )}
        </Stack>
      </ScrollArea>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send(question);
        }}
      >
        <Group gap={6} p="sm" wrap="nowrap" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <TextInput
            ref={input}
            aria-label={t('question')}
            placeholder={t('placeholder')}
            value={question}
            maxLength={QUESTION_MAX}
            onChange={(e) => setQuestion(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" aria-label={t('send')} loading={ask.isPending} px="sm">
            <IconSend size={18} aria-hidden />
          </Button>
        </Group>
      </form>
    </Paper>
  );
};
