import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { catalogMaster } from '../catalog-fixtures.ts';
import { CATALOG_SCREENS } from '../catalog-screens.ts';
import { CatalogForm } from './catalog-form.tsx';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

const SHARED_SEDAN = catalogMaster({
  id: 1,
  name: 'Sedan',
  description: 'Executive sedan.',
  imageFileName: 'Premium Sedan',
  isAvailableForOtherSites: true,
});

describe('the catalogue form', { timeout: 20_000 }, () => {
  it('When a vehicle type name is longer than 50 characters, then the spec message shows and both saves stay disabled', async () => {
    renderWithProviders(<CatalogForm screen={CATALOG_SCREENS.vehicleType} onSave={vi.fn()} onCancel={vi.fn()} />);
    expect(button('Publish').disabled).toBe(true);
    expect(textbox(/^Name/).maxLength).toBe(50);
    fireEvent.change(textbox(/^Name/), { target: { value: 'x'.repeat(51) } });
    fireEvent.change(textbox(/^Description/), { target: { value: 'A long car.' } });
    expect(await screen.findByText('Maximum of 50 characters allowed')).toBeTruthy();
    expect(button('Save As Draft').disabled).toBe(true);
    expect(button('Publish').disabled).toBe(true);

    fireEvent.change(textbox(/^Name/), { target: { value: 'x'.repeat(50) } });
    await waitFor(() => expect(button('Publish').disabled).toBe(false));
  });

  it('When Publish is pressed on a filled vehicle type, then the form saves with the publish action and the chosen picture', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<CatalogForm screen={CATALOG_SCREENS.vehicleType} onSave={onSave} onCancel={vi.fn()} />);
    expect(screen.getByText('Preview: No Image')).toBeTruthy();
    fireEvent.change(textbox(/^Name/), { target: { value: 'Party Bus' } });
    fireEvent.change(textbox(/^Description/), { target: { value: 'Lights and music.' } });
    fireEvent.click(screen.getByRole('textbox', { name: 'Choose Vehicle Image' }));
    fireEvent.click(await screen.findByRole('option', { name: /Pax Limo Bus 18-25/ }));
    expect(await screen.findByText('Preview: Pax Limo Bus 18-25')).toBeTruthy();
    await waitFor(() => expect(button('Publish').disabled).toBe(false));
    fireEvent.click(button('Publish'));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith('publish', {
        name: 'Party Bus',
        description: 'Lights and music.',
        imageFileName: 'Pax Limo Bus 18-25',
      }),
    );
  });

  it('When the record is shared with other sites, then its fields are read-only and Save As Draft and Publish are disabled', async () => {
    renderWithProviders(
      <CatalogForm
        screen={CATALOG_SCREENS.vehicleType}
        master={SHARED_SEDAN}
        lockedReason="Shared with other sites"
        onSave={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText('Shared with other sites')).toBeTruthy();
    expect(textbox(/^Name/).readOnly).toBe(true);
    expect(textbox(/^Description/).readOnly).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(button('Save As Draft').disabled).toBe(true);
    expect(button('Publish').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(false);
  });

  it('When an airport code has 4 characters, then "Maximum of 3 characters allowed" shows; the state is one of the 50 states', async () => {
    renderWithProviders(<CatalogForm screen={CATALOG_SCREENS.airport} onSave={vi.fn()} onCancel={vi.fn()} />);
    expect(textbox(/^Code/).maxLength).toBe(3);
    fireEvent.change(textbox(/^Code/), { target: { value: 'ABCD' } });
    expect(await screen.findByText('Maximum of 3 characters allowed')).toBeTruthy();
    fireEvent.click(screen.getByRole('textbox', { name: /^State/ }));
    expect(await screen.findAllByRole('option')).toHaveLength(50);
    expect(screen.getByRole('option', { name: 'Illinois (IL)' })).toBeTruthy();
    expect(textbox(/^Country/).value).toBe('USA');
  });

  it('When the save answers 400 with a field message, then it shows under that field and at the top', async () => {
    const onSave = vi.fn().mockRejectedValue(
      new ApiError({
        status: 400,
        message: 'Please check the form',
        fields: { name: 'Please enter the amenity name' },
      }),
    );
    renderWithProviders(<CatalogForm screen={CATALOG_SCREENS.amenity} onSave={onSave} onCancel={vi.fn()} />);
    fireEvent.change(textbox(/^Name/), { target: { value: 'WiFi' } });
    fireEvent.change(textbox(/^Description/), { target: { value: 'On board.' } });
    await waitFor(() => expect(button('Save As Draft').disabled).toBe(false));
    fireEvent.click(button('Save As Draft'));
    expect(await screen.findByText('Please enter the amenity name')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please check the form');
    expect(onSave).toHaveBeenCalledWith('draft', { name: 'WiFi', description: 'On board.' });
  });

  it('When a price type is added, then its basis is asked for: per mile, per hour or flat', async () => {
    renderWithProviders(<CatalogForm screen={CATALOG_SCREENS.priceType} onSave={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('textbox', { name: /^Basis/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'per mile: base fare plus a rate for each mile',
      'per hour: base fare plus a rate for each hour, with a minimum of hours',
      'flat: one fare for the ride',
    ]);
  });
});
