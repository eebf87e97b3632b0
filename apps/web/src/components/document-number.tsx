import Box from '@mui/material/Box';

/**
 * A document's readable number (発注番号 PO-2026-000123, 通知番号 PN-202612-0001 …) as lists and headers show it:
 * on one line, with even-width digits, so a column of numbers lines up and reads like the printed document.
 */
export function DocumentNumber({ value }: { value: string }) {
  return (
    <Box component="span" data-testid="document-number" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', letterSpacing: 0.2 }}>
      {value}
    </Box>
  );
}
