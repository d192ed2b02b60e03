import { Loader, Paper, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isAcceptableSuggestion, matchPastedAddress } from '@ridedesk/domain/geo/address-rules';
import type { AddressSuggestion } from '@ridedesk/domain/geo/geo-schemas';
import { IconMapPin, IconPlaneDeparture } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ClipboardEvent, type KeyboardEvent, type ReactNode, type Ref, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressSuggestionsQuery, SUGGEST_MIN_CHARS, useAddressSuggestions } from '../api/get-address-suggestions.ts';
import type { AddressPlace } from '../booking-types.ts';
import { BOOKING_NS } from '../i18n.ts';
import classes from './address-autocomplete.module.css';

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
 *
 * The WAI-ARIA combobox pattern without a floating dropdown (Mantine's Combobox brings Popover
 * and floating-ui into the booking page's first load): the input is a combobox (ARIA 1.2, so
 * aria-expanded is allowed on it) that points at the list (aria-controls) and its highlighted
 * option (aria-activedescendant), and keeps the focus while the list is used; the list hangs
 * under the input, as wide as it.
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
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [debounced] = useDebouncedValue(value.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useAddressSuggestions(debounced, !place);
  const options = useMemo(() => (suggestions.data ?? []).filter(isAcceptableSuggestion), [suggestions.data]);
  const waiting =
    !place && value.trim().length >= SUGGEST_MIN_CHARS && (debounced !== value.trim() || suggestions.isFetching);

  // The highlight belongs to the options it was made for: when new ones arrive the best (first)
  // is highlighted, so Enter takes it.
  const [highlight, setHighlight] = useState<{ of: readonly AddressSuggestion[]; index: number }>({
    of: options,
    index: 0,
  });
  const active = highlight.of === options ? highlight.index : options.length > 0 ? 0 : -1;
  const highlightAt = (index: number) => setHighlight({ of: options, index });

  const showEmpty = !place && !waiting && suggestions.isFetched && debounced.length >= SUGGEST_MIN_CHARS;
  const expanded = open && !place && value.trim().length >= SUGGEST_MIN_CHARS && (options.length > 0 || showEmpty);

  const choose = (chosen: AddressSuggestion) => {
    onChange(chosen.description, toPlace(chosen));
    setOpen(false);
  };

  const move = (step: 1 | -1) => {
    if (!options.length) return;
    const next = active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length;
    highlightAt(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        // The first press opens a closed list on its highlighted option; later ones move.
        if (!expanded) setOpen(true);
        else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        // Takes the highlighted suggestion instead of submitting the form.
        if (expanded && active >= 0) {
          event.preventDefault();
          choose(options[active]);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        break;
    }
  };

  const onPaste = async (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').trim();
    if (pasted.split(',').filter((p) => p.trim()).length <= 3) return;
    event.preventDefault();
    onChange(pasted, null);
    try {
      const found = await queryClient.fetchQuery(addressSuggestionsQuery(pasted));
      const match = matchPastedAddress(pasted, found.filter(isAcceptableSuggestion));
      if (match) choose(match);
      else setOpen(true);
    } catch {
      // The suggestions stay closed; the address is checked again when the search starts.
    }
  };

  const onLeave = () => {
    setOpen(false);
    // Typed exactly as a suggestion reads: take it.
    if (!place) {
      const exact = options.find((o) => normalise(o.description) === normalise(value));
      if (exact) onChange(exact.description, toPlace(exact));
    }
    onBlur?.();
  };

  const dropdown = expanded && (
    <Paper
      className={classes.dropdown}
      shadow="md"
      withBorder
      // A press inside the list (its scrollbar, its padding) keeps the focus in the input.
      onMouseDown={(event) => event.preventDefault()}
    >
      <div id={listId} role="listbox" aria-label={t('suggestions')}>
        {options.map((option, index) => (
          // The keyboard works on the input (aria-activedescendant), which keeps the focus: an option is never focused.
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={option.placeId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            data-active={index === active || undefined}
            className={classes.option}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== active && highlightAt(index)}
            onClick={() => choose(option)}
          >
            {option.types.includes('airport') ? (
              <IconPlaneDeparture size={16} aria-hidden className={classes.icon} />
            ) : (
              <IconMapPin size={16} aria-hidden className={classes.icon} />
            )}
            <span>{option.description}</span>
          </div>
        ))}
      </div>
      {showEmpty && options.length === 0 && (
        <div role="status" className={classes.empty}>
          {t('noAddressMatch')}
        </div>
      )}
    </Paper>
  );

  return (
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
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={expanded ? listId : undefined}
      aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
      leftSection={<IconMapPin size={18} aria-hidden />}
      rightSection={waiting ? <Loader size={16} aria-label={t('findingAddresses')} /> : null}
      inputContainer={(input) => (
        <div className={classes.anchor}>
          {input}
          {dropdown}
        </div>
      )}
      onChange={(event) => {
        onChange(event.currentTarget.value, null);
        setOpen(true);
      }}
      onKeyDown={onKeyDown}
      onPaste={(event) => void onPaste(event)}
      onClick={() => setOpen(true)}
      onFocus={() => setOpen(true)}
      onBlur={onLeave}
    />
  );
};
