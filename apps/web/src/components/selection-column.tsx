import Checkbox from '@mui/material/Checkbox';
import type { DataTableColumn } from './data-table';

/**
 * The checkbox column of a list whose rows are chosen for a bulk action (支払通知書, 支払, 支払調書): one box per row, and
 * a header box that chooses or clears the rows of this page (indeterminate when some are chosen). The list keeps the
 * choice (across pages, if it likes); this column only shows it and reports a change.
 */
export function selectionColumn<Row, Key>(opts: {
  rows: readonly Row[];
  keyOf: (row: Row) => Key;
  isSelected: (key: Key) => boolean;
  /** one row's box was clicked */
  onToggle: (key: Key) => void;
  /** the header box: true chooses every row of the page, false clears them */
  onTogglePage: (checked: boolean) => void;
  /** the header box's accessible name, e.g. このページをすべて選択 */
  label: string;
  /** a row box's accessible name (naming the row) */
  rowLabel: (row: Row) => string;
}): DataTableColumn<Row> {
  const keys = opts.rows.map(opts.keyOf);
  const onPage = keys.filter(opts.isSelected).length;
  const all = keys.length > 0 && onPage === keys.length;
  return {
    key: 'select',
    width: 48,
    header: (
      <Checkbox
        size="small"
        checked={all}
        indeterminate={onPage > 0 && !all}
        disabled={keys.length === 0}
        onChange={() => opts.onTogglePage(!all)}
        slotProps={{ input: { 'aria-label': opts.label } }}
        sx={{ p: 0.5 }}
      />
    ),
    render: (row) => {
      const key = opts.keyOf(row);
      return (
        <Checkbox
          size="small"
          checked={opts.isSelected(key)}
          onChange={() => opts.onToggle(key)}
          slotProps={{ input: { 'aria-label': opts.rowLabel(row) } }}
          sx={{ p: 0.5 }}
        />
      );
    },
  };
}

/** Toggles for a list that keeps its choice as a Set of keys. */
export function setSelection<Key>(selected: ReadonlySet<Key>, onChange: (next: Set<Key>) => void, pageKeys: readonly Key[]) {
  return {
    isSelected: (key: Key) => selected.has(key),
    onToggle: (key: Key) => {
      const next = new Set(selected);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      onChange(next);
    },
    onTogglePage: (checked: boolean) => {
      const next = new Set(selected);
      for (const key of pageKeys) {
        if (checked) next.add(key);
        else next.delete(key);
      }
      onChange(next);
    },
  };
}
