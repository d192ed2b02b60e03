import { Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PagedTable, type PagedTableColumn, RowDetail } from './paged-table.tsx';

type Person = { id: number; name: string; email: string };

/** 23 people on the "server"; the table gets one page of 10 at a time. */
const PEOPLE: Person[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Person ${i + 1}`,
  email: `person${i + 1}@example.test`,
}));

const columns: PagedTableColumn<Person>[] = [
  { key: 'name', header: 'Name', cell: (p) => p.name, td: { fw: 600 } },
  { key: 'email', header: 'E-mail', cell: (p) => p.email },
];

const idle: { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown } = {
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
};

const Harness = ({ people = PEOPLE, query = idle }: { people?: Person[]; query?: typeof idle }) => {
  const [page, setPage] = useState(1);
  return (
    <PagedTable
      query={query}
      rows={people.slice((page - 1) * 10, page * 10)}
      totalCount={people.length}
      rowKey={(p) => p.id}
      columns={columns}
      minWidth={600}
      expandLabel={(p) => `Show the details of ${p.name}`}
      summary={(p) => <Text fw={600}>{p.name}</Text>}
      details={(p) => <RowDetail label="E-mail">{p.email}</RowDetail>}
      page={page}
      onPageChange={setPage}
      showing={({ from, to, total }) => `Showing ${from}–${to} of ${total}`}
      paginationLabel="Pages of people"
      loadFailed="The people could not be loaded."
      emptyIcon={IconUsers}
      emptyTitle="No people yet."
      emptyHint="Add someone first."
    />
  );
};

const originalMatchMedia = window.matchMedia;

/** Makes `(max-width: …)` media queries answer as a window of the given width would. */
const setWindowWidth = (width: number) => {
  window.matchMedia = (query: string) => ({
    ...originalMatchMedia(query),
    matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY) >= width,
  });
};

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('PagedTable', () => {
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

  it('When the window is narrower than 768 px, then each row is a button that expands to its details', async () => {
    setWindowWidth(375);
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

  it('When there are no rows, then the empty state says why and no count or pagination shows', async () => {
    renderWithProviders(<Harness people={[]} />);
    expect(await screen.findByText('No people yet.')).toBeTruthy();
    expect(screen.getByText('Add someone first.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('When the first page is loading, then placeholders show and the list is marked busy', () => {
    const { container } = renderWithProviders(
      <Harness people={[]} query={{ isPending: true, isError: false, isFetching: true, error: null }} />,
    );
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
    expect(container.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(5);
    expect(screen.queryByText('No people yet.')).toBeNull();
  });

  it('When the page failed to load, then the failure and the error message show', async () => {
    renderWithProviders(
      <Harness query={{ isPending: false, isError: true, isFetching: false, error: new Error('Server down') }} />,
    );
    expect(await screen.findByText('The people could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Server down');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
