import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { inputLabelled, typeInto } from '../../../test/form-inputs.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import type { Chauffeur } from '../chauffeur.ts';
import { ChauffeurForm } from './chauffeur-form.tsx';

const fetchMock = stubFetchPerTest();

const AISHA: Chauffeur = {
  id: 52,
  firstName: 'Aisha',
  lastName: 'Khan',
  name: 'Aisha Khan',
  email: 'chauffeur2@citylimo.example',
  userName: 'chauffeur2',
  phone: '+13125550177',
  phoneDisplay: '+1 312 555 0177',
  photo: null,
  licenceTypeId: 9,
  licenceNumber: 'IL-CH-31178',
  licenceExpiry: '2029-06-30',
  vehicleTypeIds: [1],
  active: true,
  workingHours: [{ weekday: 1, start: '05:00', end: '23:59' }],
  daysOff: [],
  invitationPending: false,
};

/** The site's licence and vehicle types, and whatever the save answers. */
const serve = (save: () => Response) =>
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/documentType/mappingBySiteId'))
      return jsonResponse(200, { results: [{ isEnabled: true, documentType: { id: 9, name: 'Chauffeur licence' } }] });
    if (url.startsWith('/api/vehicleType/mappingBySiteId'))
      return jsonResponse(200, { results: [{ isEnabled: true, vehicleType: { id: 1, name: 'Sedan' } }] });
    return save();
  });

const renderForm = (chauffeur?: Chauffeur) => {
  const onSaved = vi.fn();
  renderWithProviders(<ChauffeurForm member={chauffeur} siteId={null} onSaved={onSaved} onCancel={vi.fn()} />);
  return { onSaved };
};
const saveCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/chauffeurs'));

describe('the chauffeur form', { timeout: 30_000 }, () => {
  it('When an invitation is sent empty, then the shared messages show and nothing is sent', async () => {
    serve(() => jsonResponse(500, {}));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Invite chauffeur' }));
    expect(
      await screen.findByText('Please enter a valid phone number with its country code, for example +1 212 555 0100'),
    ).toBeTruthy();
    expect(screen.getByText('Please choose the vehicle types this chauffeur may drive')).toBeTruthy();
    expect(saveCalls()).toHaveLength(0);
  });

  it('When a phone is typed, then the form shows it formatted and sends it in E.164', async () => {
    serve(() => jsonResponse(200, { results: [{ ...AISHA, message: 'The chauffeur has been saved.' }] }));
    const { onSaved } = renderForm(AISHA);
    expect(inputLabelled(/^E-mail/).readOnly).toBe(true);
    typeInto(/^Mobile phone/, '(312) 555-0199');
    expect(await screen.findByText(/Shown: \+1 312 555 0199/)).toBeTruthy();
    typeInto(/^Date off/, '2026-12-24');
    fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
    expect(screen.getByRole('button', { name: 'Remove Dec 24, 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = saveCalls()[0];
    expect(String(url)).toBe('/api/chauffeurs/52');
    expect(init?.method).toBe('PUT');
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      phone: '+13125550199',
      licenceTypeId: 9,
      vehicleTypeIds: [1],
      daysOff: ['2026-12-24'],
      workingHours: [{ weekday: 1, start: '05:00', end: '23:59' }],
    });
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('userName');
  });

  it('When a working day ends before it starts, then the shared week rule says so', async () => {
    serve(() => jsonResponse(500, {}));
    renderForm(AISHA);
    typeInto(/^Monday end/, '04:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A working day must start before it ends.')).toBeTruthy();
    expect(saveCalls()).toHaveLength(0);
  });

  it('When the server refuses the address, then its message shows on the e-mail', async () => {
    const message = 'This e-mail address is already registered.';
    serve(() => jsonResponse(409, { errorId: 'e1', message, code: 'CONFLICT' }));
    renderForm();
    typeInto(/^First name/, 'Nadia');
    typeInto(/^Last name/, 'Novak');
    typeInto(/^E-mail/, 'nadia@citylimo.example');
    typeInto(/^Username/, 'nadia.driver');
    typeInto(/^Mobile phone/, '+1 312 555 0100');
    const choose = screen.getByRole('textbox', { name: /^Vehicle types they may drive/ });
    fireEvent.click(choose);
    fireEvent.click(await screen.findByRole('option', { name: 'Sedan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Invite chauffeur' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    const [url, init] = saveCalls()[0];
    expect(String(url)).toBe('/api/chauffeurs');
    expect(JSON.parse(String(init?.body))).toMatchObject({ email: 'nadia@citylimo.example', userName: 'nadia.driver' });
  });
});
