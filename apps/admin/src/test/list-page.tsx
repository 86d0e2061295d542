import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Role } from '@app/shared';
import { expectCsv } from './downloads';
import { answer, answerOperator, ok, renderConsole, type Call } from './render';

/**
 * Renders a list screen whose GET `path` answers `rows` (one page), and waits for `firstText`
 * (a cell of the first row). Returns the reads of the list, and helpers for its filters.
 */
export async function renderListPage<T>(
  ui: ReactElement,
  { path, rows, firstText, role = 'super' }: { path: string; rows: T[]; firstText: string; role?: Role },
) {
  answerOperator(role);
  const reads = answer('get', path, ok({ total: rows.length, data: rows }));
  const view = renderConsole(ui);
  await screen.findByText(firstText);
  const { user } = view;
  return {
    ...view,
    reads,
    /** Picks `option` in the `index`-th select on the screen. */
    pick: async (index: number, option: string) => {
      await user.click(screen.getAllByRole('combobox')[index]!);
      await user.click(await screen.findByTitle(option));
    },
    /** Waits for the list to be read with `search` (the query string). */
    readWith: (search: string) => waitFor(() => expect(reads.at(-1)?.url.search).toBe(search)),
    /** The row that shows `text`. */
    row: (text: string) => within(screen.getByText(text).closest('tr')!),
  };
}

/** The headings of the table's columns, in order. */
export const columnTitles = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

/** The first list read asks for page 1 of 20 and nothing else. */
export const expectFirstPage = (reads: Call[]) => expect(reads[0]?.url.search).toBe('?page=1&per_page=20');

type ListPage = Awaited<ReturnType<typeof renderListPage>>;
type FilterStep = [placeholder: string, text: string] | [select: number, option: string];
/** A switch flipped (by its label), or an order typed in (by its label) and saved with Enter. */
type EditStep = { flip: string } | { sort: string; to: number };

async function applyFilter(page: ListPage, filter: NonNullable<ListPageSpec<unknown>['filter']>) {
  if (typeof filter === 'function') return filter(page);
  for (const [where, value] of filter) {
    if (typeof where === 'number') await page.pick(where, value);
    else await page.user.type(screen.getByPlaceholderText(where), `${value}{Enter}`);
  }
}

async function applyEdit(page: ListPage, step: EditStep) {
  if ('flip' in step) return page.user.click(screen.getByRole('switch', { name: step.flip }));
  await page.user.clear(screen.getByLabelText(step.sort));
  await page.user.type(screen.getByLabelText(step.sort), `${step.to}{Enter}`);
}

/** What a list screen shows, reads when filtered and exports: the three tests every list has. */
export interface ListPageSpec<T> {
  ui: ReactElement;
  path: string;
  rows: T[];
  /** A cell of the first row, there once the list is read. */
  firstText: string;
  role?: Role;
  /** Answers the other reads the screen makes. */
  alsoAnswer?: () => void;
  headings: string[];
  /** Texts each in the row that shows the first of them; the total under the table. */
  cells: string[][];
  /** The count under the table, where the list says one. */
  total?: string;
  /**
   * Sets the filters: by steps (text typed into the search box of that placeholder and Enter, or
   * the option picked in the select of that index) or by a function. The list is then read with
   * `search`. None where the list has no filters.
   */
  filter?: FilterStep[] | ((page: ListPage) => Promise<void>);
  search?: string;
  /** Edits made in the rows, each with its success message, and the bodies then PUT at `path`. */
  edits?: { path: string; steps: [EditStep, string][]; sent: [string, unknown][] };
  /** The file's name and text (lines ending in \n). */
  csv: [name: string, text: string];
}

/** Declares the tests of a list screen: its columns and cells, its filters and its CSV export. */
export function itListsFiltersAndExports<T>(spec: ListPageSpec<T>) {
  const renderPage = () => {
    spec.alsoAnswer?.();
    return renderListPage(spec.ui, spec);
  };
  it('lists the rows under the headings and reads page 1 unfiltered', async () => {
    const { reads, row } = await renderPage();
    expect(columnTitles()).toEqual(spec.headings);
    for (const [first, ...texts] of spec.cells) {
      for (const text of texts) expect(row(first!).getAllByText(text).length).toBeGreaterThan(0);
    }
    if (spec.total) expect(screen.getByText(spec.total)).toBeInTheDocument();
    expectFirstPage(reads);
  });
  if (spec.filter) {
    it('reads the list with the filters set', async () => {
      const page = await renderPage();
      await applyFilter(page, spec.filter!);
      await page.readWith(spec.search!);
    });
  }
  if (spec.edits) {
    it('saves the edits made in the rows', async () => {
      const { path, steps, sent } = spec.edits!;
      const puts = answer('put', path, ({ body }) => ok(body));
      const page = await renderPage();
      for (const [step, said] of steps) {
        await applyEdit(page, step);
        expect(await screen.findByText(said)).toBeInTheDocument();
      }
      expect(puts.map((c) => [c.url.pathname, c.body])).toEqual(sent);
    });
  }
  it('exports the list as CSV', async () => {
    const { user } = await renderPage();
    await expectCsv(user, ...spec.csv);
  });
}
