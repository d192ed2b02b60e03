import { userLimitMessage } from '@ridedesk/domain/staff/staff-form';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { inputLabelled, typeInto } from '../../../test/form-inputs.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import type { StaffMember } from '../staff.ts';
import { StaffForm } from './staff-form.tsx';

const fetchMock = stubFetchPerTest();

const DISPATCHER: StaffMember = {
  id: 7,
  siteId: 5,
  userName: 'dispatcher',
  email: 'dispatcher@citylimo.example',
  firstName: 'Dana',
  lastName: 'Dispatch',
  phoneNumber: '312-555-0100',
  role: 'SPUser',
  status: 'Active',
  isEnabled: true,
  invitationPending: false,
};

const renderForm = (member?: StaffMember) => {
  const onSaved = vi.fn();
  renderWithProviders(<StaffForm member={member} siteId={null} onSaved={onSaved} onCancel={vi.fn()} />);
  return { onSaved };
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add User' }));

const fillValid = () => {
  typeInto(/^First name/, 'Nadia');
  typeInto(/^Last name/, 'Novak');
  typeInto(/^E-mail/, 'nadia@citylimo.example');
  typeInto(/^Username/, 'nadia');
};

describe('the add and edit user form', { timeout: 30_000 }, () => {
  it('When it is sent empty, then the shared messages show and nothing is sent', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('Please enter the first name')).toBeTruthy();
    expect(screen.getByText('Please enter the last name')).toBeTruthy();
    expect(screen.getByText('Please enter the e-mail address')).toBeTruthy();
    expect(screen.getByText('Please enter the username')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When the phone is not 10 digits, then the spec phone message shows', async () => {
    renderForm();
    fillValid();
    typeInto(/^Phone/, '12345');
    submit();
    expect(
      await screen.findByText('Please enter 10 digit number or a valid formatted number (e.g., 123-456-7890)'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When the plan is full, then the server message naming the plan and its users shows', async () => {
    const message = userLimitMessage('Basic', 3);
    fetchMock.mockResolvedValueOnce(jsonResponse(422, { errorId: 'e1', message, code: 'BUSINESS_RULE' }));
    const { onSaved } = renderForm();
    fillValid();
    submit();
    expect(await screen.findByText(new RegExp(message.replace(/[.]/g, '\\.')))).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/user/create');
    expect(JSON.parse(String(init?.body))).toMatchObject({ userName: 'nadia', role: 'SPUser', phoneNumber: null });
  });

  it('When an existing user is edited, then the address and username are read-only and the role is sent with PUT', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { results: [{ ...DISPATCHER, role: 'SPAdmin', message: 'ok' }] }),
    );
    const { onSaved } = renderForm(DISPATCHER);
    expect(inputLabelled(/^E-mail/).readOnly).toBe(true);
    expect(inputLabelled(/^Username/).readOnly).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /^Admin/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/user/update');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({ id: 7, role: 'SPAdmin', phoneNumber: '312-555-0100' });
  });
});
