import { Button, CloseButton, Group, Paper, Select, TextInput } from '@mantine/core';
import { PUBLICATION_FILTERS, type PublicationFilter } from '@ridedesk/domain/master-data/draft-publish';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_KIT_NS } from './list-kit-i18n.ts';
import type { AddressList } from './use-address-list.ts';

/** The Published (default) / Unpublished selector of spec 02's list pattern. */
export const PublicationSelect = ({
  value,
  onChange,
}: {
  value: PublicationFilter;
  onChange: (value: PublicationFilter) => void;
}) => {
  const { t } = useTranslation(LIST_KIT_NS);
  return (
    <Select
      label={t('show')}
      data={[...PUBLICATION_FILTERS]}
      value={value}
      onChange={(next) => next && onChange(next as PublicationFilter)}
      allowDeselect={false}
      w={{ base: '100%', xs: 200 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
};

/** Narrows a list held whole to the rows whose text contains what is typed (matchesFind). */
export const FindInput = ({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) => {
  const { t } = useTranslation(LIST_KIT_NS);
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

/**
 * A search the server runs (useAddressList): the box, searched as typing pauses or on Enter,
 * and Clear; other filters may stand beside it.
 */
export const SearchFilter = ({
  list,
  label,
  placeholder,
  clearText,
  children,
}: {
  list: AddressList;
  label: string;
  placeholder: string;
  /** The Clear button's text, when a spec names it otherwise. */
  clearText?: string;
  children?: ReactNode;
}) => {
  const { t } = useTranslation(LIST_KIT_NS);
  return (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') list.submitSearch();
          }}
          style={{ flex: '1 1 240px' }}
          type="search"
          maxLength={100}
          autoComplete="off"
        />
        {children}
        <Button variant="default" onClick={list.clearSearch} disabled={!list.search && !list.query}>
          {clearText ?? t('clear')}
        </Button>
      </Group>
    </Paper>
  );
};
