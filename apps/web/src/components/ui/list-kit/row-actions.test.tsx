import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { ListColumn } from './list-types.ts';
import { useManageColumns } from './row-actions.tsx';

type Row = { code: string; isEnabled: boolean };

afterEach(() => i18n.changeLanguage('en'));

type Handlers = { onEdit: (row: Row) => void; onToggle: (row: Row) => void };
const found: { columns: ListColumn<Row>[] } = { columns: [] };

/** The two columns' cells of one row, as the table draws them. */
const Cells = ({ row, onEdit, onToggle }: Handlers & { row: Row }) => {
  const columns = useManageColumns<Row>({ nameOf: (r) => r.code, isEnabled: (r) => r.isEnabled, onEdit, onToggle });
  found.columns = columns;
  return (
    <div>
      {columns.map((c) => (
        <div key={c.key}>{c.cell(row, 'table')}</div>
      ))}
    </div>
  );
};

const renderCells = async (row: Row, language = 'en') => {
  await i18n.changeLanguage(language);
  const onEdit = vi.fn();
  const onToggle = vi.fn();
  renderWithProviders(<Cells row={row} onEdit={onEdit} onToggle={onToggle} />);
  await screen.findAllByRole('button');
  return { columns: found.columns, onEdit, onToggle };
};

describe('useManageColumns', () => {
  it('When staff may manage, then the columns are the spec’s Modify and SetEnabled, both actions', async () => {
    const { columns } = await renderCells({ code: 'WELCOME10', isEnabled: true });
    expect(columns.map((c) => [c.header, c.action])).toEqual([
      ['Modify', true],
      ['SetEnabled', true],
    ]);
  });

  it('When an enabled row’s buttons are pressed, then Edit and Disable name the row and hand it over', async () => {
    const row = { code: 'WELCOME10', isEnabled: true };
    const { onEdit, onToggle } = await renderCells(row);
    fireEvent.click(screen.getByRole('button', { name: 'Edit WELCOME10' }));
    expect(onEdit).toHaveBeenCalledWith(row);
    const toggle = screen.getByRole('button', { name: 'Disable WELCOME10' });
    expect(toggle.textContent).toBe('Disable');
    fireEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(row);
  });

  it('When the row is disabled, then the second button offers Enable, named in the reader’s language', async () => {
    await renderCells({ code: 'SUMMER5', isEnabled: false }, 'es');
    expect(screen.getByRole('button', { name: 'Activar SUMMER5' }).textContent).toBe('Enable');
    expect(screen.getByRole('button', { name: 'Editar SUMMER5' })).toBeTruthy();
  });
});
