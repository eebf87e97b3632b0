import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface ListToolbarProps {
  /** The filters, left to right (search box, selects, pickers, date fields). */
  children?: ReactNode;
  /** The "全n件" text, right; null while the list has not answered yet. */
  total: string | null;
  totalTestId?: string;
  /** A note in place of (or after) the filters, e.g. a read-only notice on a list without filters. */
  note?: ReactNode;
  /** The "clear the filters" button, shown only while a filter is set (pass null otherwise). */
  clear?: { label: string; onClick: () => void } | null;
  /** Buttons right of the total (e.g. "create"). */
  actions?: ReactNode;
  /** 'start' when a filter has a helper text under it (date fields): everything aligns to the fields' top. */
  align?: 'center' | 'start';
}

/** The row above every list: filters left, the total (and actions) right; wraps on a narrow screen. */
export function ListToolbar({ children, total, totalTestId, note, clear, actions, align = 'center' }: ListToolbarProps) {
  const top = align === 'start';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1.5, alignItems: top ? 'flex-start' : 'center', mb: 2, minHeight: 24 }}>
      {children}
      {clear ? (
        <Button onClick={clear.onClick} sx={top ? { mt: 1 } : undefined}>
          {clear.label}
        </Button>
      ) : null}
      {note}
      <Box sx={{ flexGrow: 1 }} />
      {total !== null ? (
        <Typography variant="body2" color="text.secondary" sx={top ? { mt: 2 } : undefined} data-testid={totalTestId}>
          {total}
        </Typography>
      ) : null}
      {actions}
    </Box>
  );
}
