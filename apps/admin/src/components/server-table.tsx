import { useMemo, useState, type Key, type ReactNode } from 'react';
import { App, Button, Table, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage } from '@app/shared/admin-contract';
import { toCsv, downloadText, type CsvColumn } from '../lib/csv';
import { errorText } from '../lib/errors';
import { csvColumns, type ListColumn } from './csv-columns';

export type { ListPage, ListColumn };

interface ServerTableProps<T> {
  /** Includes every filter: a new key starts again at page 1. */
  queryKey: readonly unknown[];
  fetchPage: (page: number, perPage: number) => Promise<ListPage<T>>;
  /** Columns with `csv` are exported too (see ListColumn). */
  columns: TableColumnsType<T> | ListColumn<T>[];
  /** The row's id field; `id` unless named. */
  rowKey?: keyof T & string;
  emptyText: string;
  /** "共 N 条…" under the table. */
  totalText?: (total: number) => string;
  /**
   * Adds 导出 CSV: every page of the current filter, fetched from the server page by page; the
   * CSV columns are `columns`, else those the table's columns name.
   */
  csv?: { filename: string; columns?: CsvColumn<T>[] };
  perPage?: number;
  refetchInterval?: number;
  expandable?: Parameters<typeof Table<T>>[0]['expandable'];
  /** Actions on the left of the table's toolbar (bulk actions on the chosen rows). */
  toolbar?: ReactNode;
  /** Checkboxes on the rows (bulk actions on a search's players). */
  rowSelection?: Parameters<typeof Table<T>>[0]['rowSelection'];
}

const EXPORT_PAGE = 200;
const EXPORT_MAX_ROWS = 20_000;

/** A list paged on the server, with loading, empty and error states, and CSV export of the filter. */
export function ServerTable<T extends object>(props: ServerTableProps<T>) {
  const { queryKey, fetchPage, perPage = 20, rowKey = 'id' } = props;
  const filterKey = JSON.stringify(queryKey);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const query = useQuery({
    queryKey: [...queryKey, page, perPage],
    queryFn: () => fetchPage(page, perPage),
    placeholderData: keepPreviousData,
    refetchInterval: props.refetchInterval,
  });
  const [exporting, setExporting] = useState(false);
  const { message } = App.useApp();
  const columns = useMemo(
    () => (props.columns as ListColumn<T>[]).map(({ csv: _csv, ...column }) => column),
    [props.columns],
  );

  const exportCsv = async (csv: NonNullable<ServerTableProps<T>['csv']>) => {
    setExporting(true);
    try {
      const rows: T[] = [];
      for (let p = 1; rows.length < EXPORT_MAX_ROWS; p += 1) {
        const chunk = await fetchPage(p, EXPORT_PAGE);
        rows.push(...chunk.data);
        if (chunk.data.length < EXPORT_PAGE || rows.length >= chunk.total) break;
      }
      const heads = csv.columns ?? csvColumns(props.columns as ListColumn<T>[]);
      downloadText(`${csv.filename}.csv`, toCsv(heads, rows));
      message.success(
        rows.length >= EXPORT_MAX_ROWS
          ? `已导出前 ${EXPORT_MAX_ROWS} 条，请缩小筛选范围`
          : `已导出 ${rows.length} 条`,
      );
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {(props.csv || props.toolbar) && (
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginBottom: 12 }}>
          <div>{props.toolbar}</div>
          {props.csv && (
            <Button
              onClick={() => void exportCsv(props.csv!)}
              loading={exporting}
              disabled={!query.data?.total}
            >
              导出 CSV
            </Button>
          )}
        </div>
      )}
      <Table<T>
        rowKey={(row) => (row as Record<string, unknown>)[rowKey] as Key}
        columns={columns}
        dataSource={query.data?.data}
        loading={query.isFetching}
        expandable={props.expandable}
        rowSelection={props.rowSelection}
        locale={{ emptyText: query.isError ? errorText(query.error) : props.emptyText }}
        pagination={{
          current: page,
          pageSize: perPage,
          total: query.data?.total ?? 0,
          onChange: (next) => setPaging({ filterKey, page: next }),
          showSizeChanger: false,
          showTotal: props.totalText,
        }}
        size="middle"
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
