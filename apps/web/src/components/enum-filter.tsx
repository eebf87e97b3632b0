import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface EnumFilterProps<T extends string> {
  label: string;
  /** The chosen value; null or undefined is "all". */
  value: T | null | undefined;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  /** The first entry, meaning no filter. */
  allLabel: string;
  onChange: (value: T | null) => void;
  width?: number;
  testId?: string;
}

/** The value of the "all" entry (no enumeration here has a member of that name). */
const ALL = 'all';

/** A select over an enumeration with "all" first (statuses, progress, yes/no filters of the lists). */
export function EnumFilter<T extends string>({ label, value, options, labels, allLabel, onChange, width = 180, testId }: EnumFilterProps<T>) {
  return (
    <TextField
      select
      label={label}
      value={value ?? ALL}
      onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? null)}
      sx={{ width: { xs: '100%', sm: width }, bgcolor: 'background.paper' }}
      data-testid={testId}
    >
      <MenuItem value={ALL}>{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {labels[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}
