import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import type { AddressPlace } from '../booking-types.ts';
import { CHICAGO_CITY_ONLY, OHARE, pathOf, queryOf, WACKER } from '../test/fixtures.ts';
import { AddressAutocomplete } from './address-autocomplete.tsx';

const fetchMock = vi.fn<typeof fetch>();

/** The suggestions API: every suggestion whose text holds the first typed word. */
const api = () =>
  fetchMock.mockImplementation(async (input) => {
    if (pathOf(input) !== '/api/geo/autocomplete') return jsonResponse(404, {});
    const typed = (queryOf(input).get('input') ?? '').toLowerCase();
    return jsonResponse(200, {
      results: [WACKER, OHARE, CHICAGO_CITY_ONLY].filter((s) =>
        s.description.toLowerCase().includes(typed.split(/[ ,]/)[0]),
      ),
    });
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  api();
});
afterEach(() => vi.unstubAllGlobals());

/** The field as the search form uses it: it owns the text and the chosen place, inside a form. */
const Field = ({
  onChange,
  onBlur,
}: {
  onChange: (text: string, place: AddressPlace | null) => void;
  onBlur: () => void;
}) => {
  const [value, setValue] = useState('');
  const [place, setPlace] = useState<AddressPlace | null>(null);
  return (
    <AddressAutocomplete
      label="Pickup location"
      value={value}
      place={place}
      onChange={(text, chosen) => {
        setValue(text);
        setPlace(chosen);
        onChange(text, chosen);
      }}
      onBlur={onBlur}
    />
  );
};

const renderField = () => {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  const onSubmit = vi.fn();
  renderWithProviders(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Field onChange={onChange} onBlur={onBlur} />
      <button type="submit">Search</button>
    </form>,
  );
  return { onChange, onBlur, onSubmit };
};

const input = () => screen.getByRole('combobox', { name: /^Pickup location/ }) as HTMLInputElement;
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

/** Enter as a browser handles it: unless the field takes it, it submits the form (jsdom does not). */
const pressEnter = (field: HTMLInputElement) => {
  if (fireEvent.keyDown(field, { key: 'Enter' })) field.form?.requestSubmit();
};

const typeAndWait = async (text: string) => {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value: text } });
  return screen.findByRole('listbox', { name: 'Matching addresses' });
};

describe('the address field with suggestions', () => {
  it('When an address is typed, then suggestions come after the pause, only those with more than 2 address components', async () => {
    renderField();
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'Chicago' } });
    expect(screen.getByLabelText('Finding addresses…')).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    const list = await screen.findByRole('listbox', { name: 'Matching addresses' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([WACKER.description, OHARE.description]);
    expect(screen.queryByRole('option', { name: 'Chicago, USA' })).toBeNull();
    expect(input().getAttribute('aria-autocomplete')).toBe('list');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe(list.id);
    await waitFor(() => expect(screen.queryByLabelText('Finding addresses…')).toBeNull());
  });

  it('When fewer than 3 characters are typed, then no suggestions are asked for or shown', async () => {
    renderField();
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'Ch' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('When suggestions arrive, then the first is highlighted and the arrow keys move the highlight', async () => {
    renderField();
    await typeAndWait('Chicago');
    const [wacker, ohare] = screen.getAllByRole('option');
    expect(activeOption()).toBe(wacker);
    expect(wacker.getAttribute('aria-selected')).toBe('true');
    expect(ohare.getAttribute('aria-selected')).toBe('false');

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(activeOption()).toBe(ohare);
    expect(ohare.getAttribute('aria-selected')).toBe('true');
    expect(wacker.getAttribute('aria-selected')).toBe('false');

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(activeOption()).toBe(wacker);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(activeOption()).toBe(ohare);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(activeOption()).toBe(wacker);
    expect(new Set(screen.getAllByRole('option').map((o) => o.id)).size).toBe(2);
  });

  it('When the pointer moves over a suggestion, then it is highlighted', async () => {
    renderField();
    await typeAndWait('Chicago');
    const ohare = screen.getByRole('option', { name: /O'Hare/ });
    fireEvent.mouseMove(ohare);
    expect(activeOption()).toBe(ohare);
  });

  it('When Enter is pressed, then the highlighted suggestion is chosen with its place, and the form is not submitted', async () => {
    const { onChange, onSubmit } = renderField();
    await typeAndWait('Chicago');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    pressEnter(input());

    expect(onChange).toHaveBeenLastCalledWith(OHARE.description, {
      description: OHARE.description,
      city: 'Chicago',
      state: 'IL',
      zip: undefined,
      lat: OHARE.lat,
      lng: OHARE.lng,
    });
    expect(input().value).toBe(OHARE.description);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);

    // With the list closed, Enter submits the form as usual.
    pressEnter(input());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('When a suggestion is clicked, then it is chosen and the input keeps the focus', async () => {
    const { onChange } = renderField();
    await typeAndWait('233 S Wacker');
    const wacker = screen.getByRole('option', { name: /Wacker/ });
    // The press does not take the focus from the input.
    expect(fireEvent.mouseDown(wacker)).toBe(false);
    fireEvent.click(wacker);

    expect(onChange).toHaveBeenLastCalledWith(WACKER.description, expect.objectContaining({ zip: '60606' }));
    expect(input().value).toBe(WACKER.description);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('When Escape is pressed, then the suggestions close, and the down arrow opens them again', async () => {
    const { onChange } = renderField();
    await typeAndWait('Chicago');
    expect(fireEvent.keyDown(input(), { key: 'Escape' })).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(onChange).toHaveBeenLastCalledWith('Chicago', null);

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(activeOption()).toBe(screen.getByRole('option', { name: /Wacker/ }));
  });

  it('When nothing matches, then it says to add the city and state', async () => {
    const { onSubmit } = renderField();
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'Nowhere at all' } });
    expect(await screen.findByText(/No US address matches/)).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    // No option to take: Enter goes to the form.
    pressEnter(input());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('When a full address is pasted, then the suggestion it matches is chosen', async () => {
    const { onChange } = renderField();
    fireEvent.paste(input(), {
      clipboardData: { getData: () => '233 South Wacker Drive, Chicago, Illinois 60606, United States' },
    });
    await waitFor(() => expect(input().value).toBe(WACKER.description));
    expect(onChange).toHaveBeenLastCalledWith(WACKER.description, expect.objectContaining({ city: 'Chicago' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('When the field is left with the text of a suggestion typed exactly, then that suggestion is taken', async () => {
    const { onChange, onBlur } = renderField();
    await typeAndWait('233 s wacker dr,  Chicago, IL 60606, USA');
    fireEvent.blur(input());

    expect(onChange).toHaveBeenLastCalledWith(WACKER.description, expect.objectContaining({ zip: '60606' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('When the field is left with other text, then nothing is chosen', async () => {
    const { onChange, onBlur } = renderField();
    await typeAndWait('Chicago');
    fireEvent.blur(input());
    expect(onChange).toHaveBeenLastCalledWith('Chicago', null);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
