import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PRICING_NS } from '../i18n.ts';
import { manageColumns } from './manage-columns.tsx';

type Row = { code: string; isEnabled: boolean };

const renderCells = (row: Row, language = 'en') => {
  const onEdit = vi.fn();
  const onToggle = vi.fn();
  const columns = manageColumns<Row>({
    t: i18n.getFixedT(language, PRICING_NS),
    nameOf: (r) => r.code,
    onEdit,
    onToggle,
  });
  renderWithProviders(
    <div>
      {columns.map((c) => (
        <div key={c.key}>{c.cell(row)}</div>
      ))}
    </div>,
  );
  return { columns, onEdit, onToggle };
};

describe('manageColumns', () => {
  it('When staff may manage, then the columns are the spec’s Modify and SetEnabled, both actions', () => {
    const { columns } = renderCells({ code: 'WELCOME10', isEnabled: true });
    expect(columns.map((c) => [c.header, c.action])).toEqual([
      ['Modify', true],
      ['SetEnabled', true],
    ]);
  });

  it('When an enabled row’s buttons are pressed, then Edit and Disable name the row and hand it over', () => {
    const row = { code: 'WELCOME10', isEnabled: true };
    const { onEdit, onToggle } = renderCells(row);
    fireEvent.click(screen.getByRole('button', { name: 'Edit WELCOME10' }));
    expect(onEdit).toHaveBeenCalledWith(row);
    const toggle = screen.getByRole('button', { name: 'Disable WELCOME10' });
    expect(toggle.textContent).toBe('Disable');
    fireEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(row);
  });

  it('When the row is disabled, then the second button offers Enable, named in the reader’s language', () => {
    renderCells({ code: 'SUMMER5', isEnabled: false }, 'es');
    expect(screen.getByRole('button', { name: 'Activar SUMMER5' }).textContent).toBe('Enable');
    expect(screen.getByRole('button', { name: 'Editar SUMMER5' })).toBeTruthy();
  });
});
