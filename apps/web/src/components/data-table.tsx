import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { ja } from '@app/shared/messages/ja';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  width?: string | number;
  align?: 'left' | 'center' | 'right';
}

/** The page sizes every list offers; a size from the URL that is not among them is added. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

export interface DataTablePagination {
  /** 0-based page index (MUI); a page beyond the last (e.g. from an old URL) shows as the last one. */
  page: number;
  rowsPerPage: number;
  count: number;
  rowsPerPageOptions?: number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
}

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowKey: (row: Row) => string | number;
  /** Shown in a single full-width row when there are no rows (and not loading). */
  emptyMessage: string;
  loading?: boolean;
  /** Replaces the empty state when the rows could not be loaded. */
  errorMessage?: string | null;
  ariaLabel: string;
  pagination?: DataTablePagination;
  /**
   * Below this width the table scrolls sideways instead of squeezing its columns. The scrolling area is always a
   * focusable region named like the table, so that it can be scrolled from the keyboard on a narrow screen, whatever
   * the cells hold at that moment (axe: scrollable-region-focusable; an empty or loading body has no link to reach).
   */
  minWidth?: number;
}

function withCurrentSize(options: number[], size: number): number[] {
  return options.includes(size) ? options : [...options, size].sort((a, b) => a - b);
}

/** MUI table with a loading bar, an empty-state row and optional Japanese pagination. */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  emptyMessage,
  loading = false,
  errorMessage = null,
  ariaLabel,
  pagination,
  minWidth = 720,
}: DataTableProps<Row>) {
  const showEmpty = rows.length === 0 && !loading;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 3 }}>{loading ? <LinearProgress sx={{ height: 3 }} aria-label={ja.app.loading} /> : null}</Box>
      <TableContainer tabIndex={0} role="region" aria-label={ariaLabel}>
        <Table aria-label={ariaLabel} aria-busy={loading} sx={{ minWidth }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ width: column.width }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={getRowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {showEmpty ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 6, borderBottom: 0 }}>
                  <Box
                    sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, color: 'text.secondary' }}
                  >
                    <InboxOutlinedIcon sx={{ fontSize: 40, color: 'action.disabled' }} aria-hidden />
                    <Typography
                      variant="body2"
                      color={errorMessage ? 'error' : 'text.secondary'}
                      data-testid={errorMessage ? 'table-error' : 'table-empty'}
                    >
                      {errorMessage ?? emptyMessage}
                    </Typography>
                  </Box>
                </TableCell>
              </TableRow>
            ) : null}
            {rows.length === 0 && loading ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 6, borderBottom: 0, textAlign: 'center' }}>
                  <Typography variant="body2" color="text.secondary">
                    {ja.app.loading}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination ? (
        <TablePagination
          component="div"
          sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' }, rowGap: 0.5 } }}
          page={Math.min(pagination.page, Math.max(0, Math.ceil(pagination.count / pagination.rowsPerPage) - 1))}
          rowsPerPage={pagination.rowsPerPage}
          count={pagination.count}
          rowsPerPageOptions={withCurrentSize(pagination.rowsPerPageOptions ?? PAGE_SIZE_OPTIONS, pagination.rowsPerPage)}
          onPageChange={(_event, page) => pagination.onPageChange(page)}
          onRowsPerPageChange={(event) => pagination.onRowsPerPageChange(Number(event.target.value))}
          labelRowsPerPage={ja.app.rowsPerPage}
          labelDisplayedRows={({ from, to, count }) => ja.app.displayedRows(from, to, count)}
          getItemAriaLabel={(type) => ja.app.pagination[type]}
          showFirstButton
          showLastButton
        />
      ) : null}
    </Paper>
  );
}
