import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import type { ContractListItem } from '../api/get-worker-contract';
import { ContractProgressChip } from './contract-progress-chip';

export function contractPeriod(start: string, end: string | null): string {
  return `${formatDate(start)} 〜 ${end ? formatDate(end) : ja.contractList.periodOpen}`;
}

/** The worker's contracts as a selectable list (newest start first). */
export function WorkerContractList({ contracts, selectedCode, onSelect }: { contracts: ContractListItem[]; selectedCode: string | null; onSelect: (code: string) => void }) {
  if (contracts.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }} data-testid="worker-contracts-empty">
        {ja.contractForm.noContracts}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={ja.contractForm.listHeading}>
      {contracts.map((c) => (
        <ListItem key={c.code} disablePadding>
          <ListItemButton selected={c.code === selectedCode} onClick={() => onSelect(c.code)} sx={{ borderRadius: 1 }}>
            <ListItemText
              primary={c.title}
              secondary={
                <Box component="span" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                  <span>{contractPeriod(c.startDate, c.endDate)}</span>
                  <span>{c.contractTypeName}</span>
                  {c.unitPrice !== null ? <span>{`${c.unitPriceTypeName} ${formatMoney(c.unitPrice)}`}</span> : null}
                  {c.progress ? <ContractProgressChip progress={c.progress} label={c.progressLabel} /> : null}
                </Box>
              }
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
