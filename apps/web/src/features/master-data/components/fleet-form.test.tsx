import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import type { Fleet } from '../model.ts';
import { type FleetChoices, FleetFormView } from './fleet-form.tsx';

const CHOICES: FleetChoices = {
  vehicleTypes: [
    { id: 1, name: 'Sedan' },
    { id: 3, name: 'Executive SUV' },
  ],
  amenities: ['WiFi', 'Bottled Water'],
  garages: [{ id: 2, garageName: "O'Hare Yard" }],
};

const SUBURBAN: Fleet = {
  id: 8,
  siteId: 5,
  vehicleTypeId: 3,
  vehicleType: 'Executive SUV',
  nickName: 'Suburban 2',
  vin: '1GNSKCKD9PA318845',
  color: 'Black',
  make: 'Chevrolet',
  model: 'Suburban LT',
  year: 2023,
  seater: 6,
  luggageCapacity: 6,
  amenties: 'WiFi|Bottled Water',
  notes: null,
  garageLocationId: 2,
  garageLocation: { id: 2, garageName: "O'Hare Yard" },
  imageFileName: null,
  imageUrl: null,
  netUserId: null,
  isEnabled: true,
  isDraft: false,
  isPublished: true,
  createdBy: { firstName: 'Olivia' },
  createdOn: '2026-01-02T10:00:00Z',
  updatedBy: null,
  updatedOn: null,
};

const fetchMock = stubFetchPerTest();

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the fleet form', { timeout: 20_000 }, () => {
  it('When the VIN is left and another fleet of the site has it, then "Duplicate VIN!!" shows and the saves are disabled', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { results: [{ vin: '1GNSKCKD9PA318845', isDuplicate: true, message: 'Duplicate VIN!!' }] }),
    );
    renderWithProviders(<FleetFormView choices={CHOICES} readOnly={false} onSave={vi.fn()} onCancel={vi.fn()} />);
    const vin = textbox(/^VIN/);
    expect(vin.maxLength).toBe(17);
    expect(textbox(/^Seater/).maxLength).toBe(2);
    fireEvent.change(vin, { target: { value: '1gnskckd9pa318845' } });
    fireEvent.blur(vin);

    expect((await screen.findAllByText('Duplicate VIN!!')).length).toBeGreaterThan(0);
    expect(screen.getByRole('alert').textContent).toBe('Duplicate VIN!!');
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/fleet/checkDuplicateVIN?vin=1GNSKCKD9PA318845');
    expect(button('Publish').disabled).toBe(true);

    fireEvent.change(vin, { target: { value: '1GNSKCKD9PA318846' } });
    expect(screen.queryByText('Duplicate VIN!!')).toBeNull();
  });

  it('When a file that is not an image is chosen, then "Only images allowed!!" shows and nothing is sent', async () => {
    renderWithProviders(<FleetFormView choices={CHOICES} readOnly={false} onSave={vi.fn()} onCancel={vi.fn()} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Only images allowed!!')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When an image is chosen, then it is uploaded, "Valid File!!!!" shows with its preview, and the save carries its stored name', async () => {
    const stored = '0b0f4c1e-5d2a-4c1b-9a51-2f3e4d5c6b7a.png';
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        results: [{ fileName: stored, url: `/api/fleet/image/5/${stored}`, message: 'Valid File!!!!' }],
      }),
    );
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <FleetFormView fleet={SUBURBAN} choices={CHOICES} readOnly={false} onSave={onSave} onCancel={vi.fn()} />,
    );
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'suburban.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Valid File!!!!')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo of Suburban 2' }).getAttribute('src')).toBe(
      `/api/fleet/image/5/${stored}`,
    );
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/fleet/uploadimage');
    expect(fetchMock.mock.calls[0][1]?.body).toBeInstanceOf(FormData);

    await waitFor(() => expect(button('Save As Draft').disabled).toBe(false));
    fireEvent.click(button('Save As Draft'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toBe('draft');
    expect(onSave.mock.calls[0][1]).toMatchObject({
      vehicleTypeId: 3,
      vin: '1GNSKCKD9PA318845',
      amenties: 'WiFi|Bottled Water',
      garageLocationId: 2,
      imageFileName: stored,
    });
  });

  it('When editing, then Created On, Created By, Updated On and Updated By are shown read-only and the fleet’s values fill the form', async () => {
    renderWithProviders(
      <FleetFormView fleet={SUBURBAN} choices={CHOICES} readOnly={false} onSave={vi.fn()} onCancel={vi.fn()} />,
    );
    for (const label of ['Created On', 'Created By', 'Updated On', 'Updated By'])
      expect((screen.getByRole('textbox', { name: label }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Created By' }) as HTMLInputElement).value).toBe('Olivia');
    expect(textbox(/^Nickname/).value).toBe('Suburban 2');
  });

  it('When the save answers 409 Duplicate VIN, then "Duplicate VIN!!" shows', async () => {
    const onSave = vi
      .fn()
      .mockRejectedValue(new ApiError({ status: 409, message: 'Duplicate VIN!!', code: 'DUPLICATE_VIN' }));
    renderWithProviders(
      <FleetFormView fleet={SUBURBAN} choices={CHOICES} readOnly={false} onSave={onSave} onCancel={vi.fn()} />,
    );
    await waitFor(() => expect(button('Publish').disabled).toBe(false));
    fireEvent.click(button('Publish'));
    expect((await screen.findByRole('alert')).textContent).toBe('Duplicate VIN!!');
    expect(button('Publish').disabled).toBe(true);
  });
});

const fillNewFleet = (vinValue: string) => {
  fireEvent.change(textbox(/^Nickname/), { target: { value: 'Night Sedan' } });
  fireEvent.change(textbox(/^VIN/), { target: { value: vinValue } });
  fireEvent.change(textbox(/^Color/), { target: { value: 'Black' } });
  fireEvent.change(textbox(/^Make/), { target: { value: 'Lincoln' } });
  fireEvent.change(textbox(/^Model/), { target: { value: 'Continental' } });
  fireEvent.change(textbox(/^Year/), { target: { value: '2022' } });
  fireEvent.change(textbox(/^Seater/), { target: { value: '3' } });
};

describe('the fleet form’s saves', { timeout: 20_000 }, () => {
  it('When nothing is filled, then a note under the buttons names every field still missing', async () => {
    renderWithProviders(<FleetFormView choices={CHOICES} readOnly={false} onSave={vi.fn()} onCancel={vi.fn()} />);
    expect(
      await screen.findByText('To save, complete: Vehicle Type, Nickname, VIN, Color, Make, Model, Year, Seater'),
    ).toBeTruthy();
    expect(button('Publish').disabled).toBe(true);
  });

  it('When the VIN is malformed, then its message shows and the note names the VIN', async () => {
    renderWithProviders(
      <FleetFormView fleet={SUBURBAN} choices={CHOICES} readOnly={false} onSave={vi.fn()} onCancel={vi.fn()} />,
    );
    fireEvent.change(textbox(/^VIN/), { target: { value: '1GNSKCKD9PA31884' } });
    expect(await screen.findByText('A VIN has exactly 17 characters')).toBeTruthy();
    fireEvent.change(textbox(/^VIN/), { target: { value: '1GNSKCKD9PA31884O' } });
    expect(await screen.findByText('A VIN never contains the letters I, O or Q')).toBeTruthy();
    expect(screen.getByText('To save, complete: VIN')).toBeTruthy();
    expect(button('Publish').disabled).toBe(true);
  });

  /** The form after the VIN was changed and left, its duplicate check still waiting for the answer `answerCheck` gives. */
  const leaveVinWhileCheckWaits = async (value: string) => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <FleetFormView fleet={SUBURBAN} choices={CHOICES} readOnly={false} onSave={onSave} onCancel={vi.fn()} />,
    );
    const vin = textbox(/^VIN/);
    fireEvent.change(vin, { target: { value } });
    fireEvent.blur(vin);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const answerCheck = (isDuplicate: boolean) =>
      answer(
        jsonResponse(200, { results: [{ vin: value, isDuplicate, message: isDuplicate ? 'Duplicate VIN!!' : '' }] }),
      );
    return { onSave, answerCheck };
  };

  it('When Publish is clicked while the VIN check started by leaving the field still runs, then that one click publishes', async () => {
    const { onSave, answerCheck } = await leaveVinWhileCheckWaits('1GNSKCKD9PA318846');
    expect(button('Publish').disabled).toBe(false);
    fireEvent.click(button('Publish'));
    expect(onSave).not.toHaveBeenCalled();
    answerCheck(false);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toBe('publish');
    expect(onSave.mock.calls[0][1]).toMatchObject({ vin: '1GNSKCKD9PA318846' });
  });

  it('When Publish is clicked while the VIN check finds a duplicate, then nothing is saved and the alert shows', async () => {
    const { onSave, answerCheck } = await leaveVinWhileCheckWaits('1GNSKCKD9PA318847');
    fireEvent.click(button('Publish'));
    answerCheck(true);
    expect((await screen.findByRole('alert')).textContent).toBe('Duplicate VIN!!');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('When a new vehicle has no amenities, then it is published with none', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [{ vin: 'X', isDuplicate: false, message: '' }] }));
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<FleetFormView choices={CHOICES} readOnly={false} onSave={onSave} onCancel={vi.fn()} />);
    fillNewFleet('2T1BURHE12345678A');
    const vehicleType = screen.getByRole('textbox', { name: /^Vehicle Type/ });
    fireEvent.click(vehicleType);
    fireEvent.click(await screen.findByRole('option', { name: 'Sedan' }));
    await waitFor(() => expect(button('Publish').disabled).toBe(false));
    expect(screen.queryByText(/To save, complete/)).toBeNull();
    fireEvent.click(button('Publish'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][1]).toMatchObject({ vehicleTypeId: 1, amenties: '', vin: '2T1BURHE12345678A' });
  });
});
