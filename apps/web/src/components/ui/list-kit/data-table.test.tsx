import { Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { useWindowWidth } from '../../../test/window-width.ts';
import { pageOf, sortRows } from './client-page.ts';
import { DataTable } from './data-table.tsx';
import { RowDetail } from './list-rows.tsx';
import type { ListColumn, ListState } from './list-types.ts';
import { useManageColumns } from './row-actions.tsx';
import type { SortState } from './sort-header.tsx';

type Person = { id: number; name: string; email: string; enabled: boolean };

/** 23 people on the "server"; the table gets one page of 10 at a time. */
const PEOPLE: Person[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Person ${i + 1}`,
  email: `person${i + 1}@example.test`,
  enabled: i !== 1,
}));

const columns: ListColumn<Person>[] = [
  { key: 'name', header: 'Name', cell: (p) => p.name, sortKey: 'name', td: { fw: 600 } },
  { key: 'email', header: 'E-mail', cell: (p) => p.email },
];

const idle: ListState = { isPending: false, isError: false, isFetching: false, error: null };

type HarnessProps = {
  people?: Person[];
  state?: ListState;
  withDetails?: boolean;
  onEdit?: (p: Person) => void;
  locked?: boolean;
};

const Harness = ({ people = PEOPLE, state = idle, withDetails = true, onEdit, locked = false }: HarnessProps) => {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | null>(null);
  const manage = useManageColumns<Person>({
    nameOf: (p) => p.name,
    isEnabled: (p) => p.enabled,
    onEdit: onEdit ?? (() => {}),
    onToggle: () => {},
    editLock: () => (locked ? 'Standard users cannot change records.' : null),
  });
  const sorted = sortRows(people, sort, (p, key) => (key === 'name' ? p.name : null));
  const shown = pageOf(sorted, page);
  return (
    <DataTable
      state={state}
      rows={shown.rows}
      total={shown.total}
      rowKey={(p) => p.id}
      columns={onEdit || locked ? [...columns, ...manage] : columns}
      minWidth={600}
      sort={sort}
      onSortChange={setSort}
      expandLabel={(p) => `Show the details of ${p.name}`}
      summary={(p) => <Text fw={600}>{p.name}</Text>}
      details={withDetails ? (p) => <RowDetail label="E-mail">{p.email}</RowDetail> : undefined}
      page={shown.page}
      onPageChange={setPage}
      paginationLabel="Pages of people"
      loadFailed="The people could not be loaded."
      empty={{ icon: IconUsers, title: 'No people yet.', hint: 'Add someone first.' }}
    />
  );
};

describe('DataTable, paging', () => {
  useWindowWidth(1280);

  it('When there are 23 rows, then the table shows the first 10 and the next page shows rows 11 to 20', async () => {
    renderWithProviders(<Harness />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'E-mail']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Person 1')).toBeTruthy();
    expect(screen.queryByText('Person 11')).toBeNull();
    expect(screen.getByText('Showing 1–10 of 23')).toBeTruthy();

    const pages = screen.getByLabelText('Pages of people');
    fireEvent.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByText('Person 11')).toBeTruthy();
    expect(screen.queryByText('Person 1')).toBeNull();
    expect(screen.getByText('Showing 11–20 of 23')).toBeTruthy();

    fireEvent.click(within(pages).getByRole('button', { name: '3' }));
    expect(await screen.findByText('Showing 21–23 of 23')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
  });

  it('When one page holds every row, then the count shows without a pagination', async () => {
    renderWithProviders(<Harness people={PEOPLE.slice(0, 4)} />);
    expect(await screen.findByText('Showing 1–4 of 4')).toBeTruthy();
    expect(screen.queryByLabelText('Pages of people')).toBeNull();
  });
});

describe('DataTable, sorting', () => {
  useWindowWidth(1280);

  it('When a sortable header is pressed, then the rows sort by it and aria-sort says which way', async () => {
    renderWithProviders(<Harness />);
    const header = await screen.findByRole('columnheader', { name: 'Name' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'E-mail' }).getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(header).getByRole('button', { name: 'Name' }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    const firstCell = () => within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[0]?.textContent;
    // Person 1, Person 2 ... Person 10 in natural order.
    expect(firstCell()).toBe('Person 1');

    fireEvent.click(within(header).getByRole('button', { name: 'Name' }));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstCell()).toBe('Person 23');
  });
});

describe('DataTable, row actions', () => {
  useWindowWidth(1280);

  it('When a row has actions, then each is named after its row and does what it says', async () => {
    const onEdit = vi.fn();
    renderWithProviders(<Harness onEdit={onEdit} />);
    expect(await screen.findByRole('columnheader', { name: 'Modify' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'SetEnabled' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Person 3' }));
    expect(onEdit).toHaveBeenCalledWith(PEOPLE[2]);
    expect(screen.getByRole('button', { name: 'Enable Person 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable Person 1' })).toBeTruthy();
  });

  it('When an action is locked, then it stays focusable, says it is disabled, and does nothing', async () => {
    const onEdit = vi.fn();
    renderWithProviders(<Harness locked onEdit={onEdit} />);
    const edit = await screen.findByRole('button', { name: 'Edit Person 1' });
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    expect(edit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(edit);
    expect(onEdit).not.toHaveBeenCalled();
  });
});

describe('DataTable under 768 px', () => {
  useWindowWidth(375);

  it('When the window is narrower than 768 px, then each row is a button that expands to its details', async () => {
    renderWithProviders(<Harness />);
    // Named by what it does, then by what it shows.
    const control = await screen.findByRole('button', { name: 'Show the details of Person 2: Person 2' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(control.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(control);
    expect(control.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(control.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toBe('E-mailperson2@example.test');
    expect(
      screen.getByRole('button', { name: 'Show the details of Person 1: Person 1' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('When a row opens without its own details, then its columns and its actions show in it', async () => {
    renderWithProviders(<Harness withDetails={false} onEdit={() => {}} />);
    const control = await screen.findByRole('button', { name: 'Show the details of Person 1: Person 1' });
    fireEvent.click(control);
    const panel = document.getElementById(control.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByText('person1@example.test')).toBeTruthy();
    expect(await within(panel).findByRole('button', { name: 'Edit Person 1' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Disable Person 1' })).toBeTruthy();
  });
});

describe('DataTable, loading, empty and failed', () => {
  useWindowWidth(1280);

  it('When there are no rows, then the empty state says why and no count or pagination shows', async () => {
    renderWithProviders(<Harness people={[]} />);
    expect(await screen.findByText('No people yet.')).toBeTruthy();
    expect(screen.getByText('Add someone first.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('When the first page is loading, then placeholders show and the list is marked busy', () => {
    const { container } = renderWithProviders(
      <Harness people={[]} state={{ isPending: true, isError: false, isFetching: true, error: null }} />,
    );
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
    expect(container.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(5);
    expect(screen.queryByText('No people yet.')).toBeNull();
  });

  it('When the page failed to load, then the failure, the message and Try again show', async () => {
    const refetch = vi.fn();
    renderWithProviders(
      <Harness
        state={{ isPending: false, isError: true, isFetching: false, error: new Error('Server down'), refetch }}
      />,
    );
    expect(await screen.findByText('The people could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Server down');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('lists the API answers whole', () => {
  it('When a filter shortens the list under the page shown, then the last page that exists is shown', () => {
    const page = pageOf(PEOPLE.slice(0, 12), 3);
    expect(page.page).toBe(2);
    expect(page.rows.map((p) => p.id)).toEqual([11, 12]);
    expect(page.total).toBe(12);
  });

  it('When rows sort by text, then numbers in names sort as numbers and empty values go last', () => {
    const rows = [{ v: 'Item 10' }, { v: null }, { v: 'item 2' }];
    expect(sortRows(rows, { key: 'v', direction: 'asc' }, (r) => r.v).map((r) => r.v)).toEqual([
      'item 2',
      'Item 10',
      null,
    ]);
  });
});
