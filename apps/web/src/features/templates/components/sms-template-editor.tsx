import { Paper, Stack, Text, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATES_ADMIN_NS } from '../management-i18n.ts';
import { SMS_PLACEHOLDERS, smsLength } from '../sms-text.ts';
import { PlaceholderButtons } from './placeholder-buttons.tsx';

/** 'x characters, y messages' of a text, in the screen's language. */
export const useSmsCountLabel = () => {
  const { t } = useTranslation(TEMPLATES_ADMIN_NS);
  return (text: string) => {
    const { characters, messages } = smsLength(text);
    return t('smsCount', {
      characters: t('smsCharacters', { count: characters }),
      messages: t('smsMessages', { count: messages }),
    });
  };
};

/** A text as the traveller's phone shows it, with what it costs in messages once the values are in. */
export const SmsPreview = ({ text }: { text: string }) => {
  const countLabel = useSmsCountLabel();
  return (
    <Stack gap={6} maw={360}>
      <Paper radius="lg" p="sm" bg="gray.1" data-testid="sms-preview">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      </Paper>
      <Text size="xs" c="dimmed">
        {countLabel(text)}
      </Text>
    </Stack>
  );
};

/**
 * A text message template, edited as the plain text it is sent as: the placeholders it may use
 * (a click puts one where the cursor is) and a counter of characters and messages under it. It
 * starts from `initial` (remount it with a key to load another text).
 */
export const SmsTemplateEditor = ({
  initial,
  label,
  onChange,
}: {
  initial: string;
  label: string;
  onChange: (text: string) => void;
}) => {
  const { t } = useTranslation(TEMPLATES_ADMIN_NS);
  const countLabel = useSmsCountLabel();
  const [text, setText] = useState(initial);
  const area = useRef<HTMLTextAreaElement>(null);
  const { messages } = smsLength(text);

  const write = (next: string) => {
    setText(next);
    onChange(next);
  };

  const insert = (placeholder: string) => {
    const field = area.current;
    const token = `{{${placeholder}}}`;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    write(text.slice(0, start) + token + text.slice(end));
    // The cursor goes after what was put in, so the next word follows it.
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Stack gap="md">
      <PlaceholderButtons placeholders={SMS_PLACEHOLDERS} hint={t('smsPlaceholdersHint')} onInsert={insert} />
      <Stack gap={4}>
        <Textarea
          ref={area}
          label={label}
          value={text}
          onChange={(event) => write(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={10}
          spellCheck
          description={countLabel(text)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {messages > 2 && (
          <Text size="xs" c="orange.9" role="status">
            {t('smsLong')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
};
