import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRICING_NS } from '../i18n.ts';

/** Narrows a long list to the rows whose text contains what is typed. */
export const FindInput = ({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) => {
  const { t } = useTranslation(PRICING_NS);
  return (
    <TextInput
      label={t('find')}
      placeholder={placeholder}
      type="search"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={value ? <CloseButton size="sm" aria-label={t('clearFind')} onClick={() => onChange('')} /> : null}
      style={{ flex: '1 1 220px' }}
      maw={360}
    />
  );
};

/** Whether any of a row's texts contains the find text (case and accents ignored). */
export const matchesFind = (query: string, texts: (string | null | undefined)[]) => {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const wanted = fold(query.trim());
  return !wanted || texts.some((text) => text && fold(text).includes(wanted));
};
