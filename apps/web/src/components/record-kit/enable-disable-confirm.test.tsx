import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { useEnableDisableConfirm } from './enable-disable-confirm.tsx';

type Row = { name: string; isEnabled: boolean };

/** A list of one record with its Disable/Enable button, asked through the hook over a real mutation. */
const Harness = ({ row, change }: { row: Row; change: (row: Row) => Promise<unknown> }) => {
  const mutation = useMutation({ mutationFn: change });
  const toggle = useEnableDisableConfirm<Row>({
    mutation,
    change: (r) => mutation.mutateAsync(r),
    detail: (r) => `What it means for ${r.name}`,
    labels: { cancel: 'Cancel', confirm: (r) => (r?.isEnabled ? 'Disable' : 'Enable'), close: 'Close' },
    dangerOnDisable: true,
  });
  return (
    <>
      <Button onClick={() => toggle.ask(row)}>Change {row.name}</Button>
      {toggle.dialog}
    </>
  );
};

/** Shows the record, presses its button and hands back the dialog that asks. */
const askAbout = async (row: Row, change: (row: Row) => Promise<unknown>) => {
  renderWithProviders(<Harness row={row} change={change} />);
  fireEvent.click(screen.getByRole('button', { name: `Change ${row.name}` }));
  return screen.findByRole('dialog');
};

describe('useEnableDisableConfirm', () => {
  it('When Disable is asked about, then the spec question and the detail show, and Cancel changes nothing', async () => {
    const change = vi.fn(async () => {});
    const dialog = await askAbout({ name: 'Sedan', isEnabled: true }, change);
    expect(within(dialog).getByText('Are you sure to Disable?')).toBeTruthy();
    expect(within(dialog).getByText('What it means for Sedan')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(change).not.toHaveBeenCalled();
  });

  it('When Enable is confirmed, then the change runs for the record and the dialog closes', async () => {
    const change = vi.fn(async () => {});
    const dialog = await askAbout({ name: 'Van', isEnabled: false }, change);
    expect(within(dialog).getByText('Are you sure to Enable?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(change).toHaveBeenCalledWith({ name: 'Van', isEnabled: false }, expect.anything());
  });

  it('When the change fails, then the dialog stays open with the failure', async () => {
    const change = vi.fn(async () => {
      throw new Error('It could not be changed');
    });
    const dialog = await askAbout({ name: 'Sedan', isEnabled: true }, change);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect((await screen.findByRole('alert')).textContent).toBe('It could not be changed');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
