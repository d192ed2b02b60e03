import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { TextField } from './text-field.tsx';

type Values = { phone: string; code: string };

/** A form of two fields: a phone written ddd-ddd-dddd when left, and a code that keeps only digits. */
const PhoneForm = ({ onCode, onSubmit }: { onCode: (code: string) => void; onSubmit: (values: Values) => void }) => {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { phone: '', code: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <TextField
        control={control}
        name="phone"
        label="Phone"
        leaving={(value) => value.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3')}
      />
      <TextField
        control={control}
        name="code"
        label="Code"
        typed={(value) => value.replace(/\D/g, '')}
        afterChange={onCode}
        required
      />
      <button type="submit">Save</button>
    </form>
  );
};

const renderForm = () => {
  const onCode = vi.fn();
  const onSubmit = vi.fn();
  renderWithProviders(<PhoneForm onCode={onCode} onSubmit={onSubmit} />);
  return {
    onCode,
    onSubmit,
    phone: screen.getByLabelText('Phone') as HTMLInputElement,
    code: screen.getByRole('textbox', { name: /^Code/ }) as HTMLInputElement,
  };
};

/** A field the form refuses when Check is pressed, as a resolver or the API would. */
const Refused = () => {
  const { control, setError } = useForm<Values>({ defaultValues: { phone: '', code: '' } });
  return (
    <>
      <TextField control={control} name="phone" label="Phone" />
      <button type="button" onClick={() => setError('phone', { message: 'Please enter Mobile Number' })}>
        Check
      </button>
    </>
  );
};

describe('TextField', () => {
  it('When a value is typed, then the field keeps what `typed` leaves of it and `afterChange` hears that value', () => {
    const { code, onCode } = renderForm();
    fireEvent.change(code, { target: { value: '12a3' } });
    expect(code.value).toBe('123');
    expect(onCode).toHaveBeenCalledWith('123');
  });

  it('When the input is left, then `leaving` rewrites its value, and the form submits what the fields show', async () => {
    const { phone, code, onSubmit } = renderForm();
    fireEvent.change(phone, { target: { value: '3125550142' } });
    expect(phone.value).toBe('3125550142');
    fireEvent.blur(phone);
    expect(phone.value).toBe('312-555-0142');
    fireEvent.change(code, { target: { value: '77' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ phone: '312-555-0142', code: '77' });
  });

  it('When the field has a validation message, then it shows under the input, tied to it', async () => {
    renderWithProviders(<Refused />);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Please enter Mobile Number')).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
  });
});
