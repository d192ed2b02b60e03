import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isAcceptableSuggestion, matchPastedAddress } from '@ridedesk/domain/geo/address-rules';
import type { AddressSuggestion } from '@ridedesk/domain/geo/geo-schemas';
import { IconMapPin, IconPlaneDeparture } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ClipboardEvent, type ReactNode, type Ref, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addressSuggestionsQuery, SUGGEST_MIN_CHARS, useAddressSuggestions } from '../api/get-address-suggestions.ts';
import type { AddressPlace } from '../booking-types.ts';
import { BOOKING_NS } from '../i18n.ts';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 250;

const toPlace = (s: AddressSuggestion): AddressPlace => ({
  description: s.description,
  city: s.city,
  state: s.state,
  zip: s.zip,
  lat: s.lat,
  lng: s.lng,
});

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A US address with suggestions (spec 03 "Search Fleet form"): suggestions arrive while typing
 * (debounced) and are chosen with the mouse or the arrow keys and Enter; only suggestions with
 * more than 2 address components are offered. A pasted address of more than 3 comma-separated
 * parts is matched against the suggestions and chosen when one fits.
 */
export const AddressAutocomplete = ({
  label,
  placeholder,
  value,
  place,
  onChange,
  onBlur,
  error,
  inputRef,
  name,
  autoFocus,
}: {
  label: string;
  placeholder?: string;
  value: string;
  place: AddressPlace | null;
  /** The text, and the suggestion it came from (null while typing). */
  onChange: (text: string, place: AddressPlace | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  autoFocus?: boolean;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  const queryClient = useQueryClient();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [debounced] = useDebouncedValue(value.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useAddressSuggestions(debounced, !place);
  const options = useMemo(() => (suggestions.data ?? []).filter(isAcceptableSuggestion), [suggestions.data]);
  const waiting =
    !place && value.trim().length >= SUGGEST_MIN_CHARS && (debounced !== value.trim() || suggestions.isFetching);

  // The best suggestion is highlighted when new ones arrive, so Enter takes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store is a new object each render; only new options matter
  useEffect(() => {
    if (options.length > 0) combobox.selectFirstOption();
  }, [options]);

  const choose = (placeId: string) => {
    const chosen = options.find((o) => o.placeId === placeId);
    if (chosen) onChange(chosen.description, toPlace(chosen));
    combobox.closeDropdown();
  };

  const onPaste = async (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').trim();
    if (pasted.split(',').filter((p) => p.trim()).length <= 3) return;
    event.preventDefault();
    onChange(pasted, null);
    try {
      const found = await queryClient.fetchQuery(addressSuggestionsQuery(pasted));
      const match = matchPastedAddress(pasted, found.filter(isAcceptableSuggestion));
      if (match) {
        onChange(match.description, toPlace(match));
        combobox.closeDropdown();
      } else combobox.openDropdown();
    } catch {
      // The suggestions stay closed; the address is checked again when the search starts.
    }
  };

  const onLeave = () => {
    combobox.closeDropdown();
    // Typed exactly as a suggestion reads: take it.
    if (!place) {
      const exact = options.find((o) => normalise(o.description) === normalise(value));
      if (exact) onChange(exact.description, toPlace(exact));
    }
    onBlur?.();
  };

  const showEmpty = !place && !waiting && suggestions.isFetched && debounced.length >= SUGGEST_MIN_CHARS;

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          ref={inputRef}
          name={name}
          label={label}
          placeholder={placeholder}
          value={value}
          withAsterisk
          autoComplete="off"
          autoFocus={autoFocus}
          spellCheck={false}
          error={error}
          leftSection={<IconMapPin size={18} aria-hidden />}
          rightSection={waiting ? <Loader size={16} aria-label={t('findingAddresses')} /> : null}
          onChange={(event) => {
            onChange(event.currentTarget.value, null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onPaste={(event) => void onPaste(event)}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={onLeave}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!!place || value.trim().length < SUGGEST_MIN_CHARS || (!options.length && !showEmpty)}>
        <Combobox.Options aria-label={t('suggestions')}>
          {options.map((option) => (
            <Combobox.Option value={option.placeId} key={option.placeId}>
              <Group gap="xs" wrap="nowrap">
                {option.types.includes('airport') ? (
                  <IconPlaneDeparture size={16} aria-hidden style={{ flexShrink: 0 }} />
                ) : (
                  <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
                )}
                <Text size="sm">{option.description}</Text>
              </Group>
            </Combobox.Option>
          ))}
          {showEmpty && options.length === 0 && <Combobox.Empty>{t('noAddressMatch')}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
};
