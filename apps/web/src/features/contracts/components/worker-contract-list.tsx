import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { contractPeriod } from '@app/shared/contract-entry';
import { formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import type { ContractListItem } from '../api/get-worker-contract';
import { paths } from '../../../lib/paths';
import { CreateOrderButton } from './create-order-button';
import { ContractProgressChip } from './contract-progress-chip';

/**
 * The worker's contracts (newest start first): each row opens the contract's page (/worker/{code}/contract/{c}) and
 * carries 「発注書を作成」 for the roles that may order.
 */
export function WorkerContractList({ workerCode, contracts }: { workerCode: string; contracts: ContractListItem[] }) {
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
        <ListItem key={c.code} disablePadding sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'center', gap: 1, pr: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
          <ListItemButton component={RouterLink} to={paths.contractPage(workerCode, c.code)} aria-label={ja.contractPage.openContract(c.title)} sx={{ borderRadius: 1, flex: '1 1 240px', minWidth: 0 }}>
            <ListItemText
              primary={c.title}
              secondary={
                <Box component="span" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
                  <span>{contractPeriod(c.startDate, c.endDate)}</span>
                  <span>{c.contractTypeName}</span>
                  {c.unitPrice !== null ? <span>{`${c.unitPriceTypeName} ${formatMoney(c.unitPrice)}`}</span> : null}
                  {c.progress ? <ContractProgressChip progress={c.progress} label={c.progressLabel} /> : null}
                </Box>
              }
              slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'span' } }}
            />
          </ListItemButton>
          <Box sx={{ pl: { xs: 2, sm: 0 }, pb: { xs: 1, sm: 0 } }}>
            <CreateOrderButton workerCode={workerCode} contractCode={c.code} size="small" variant="outlined" label={ja.contractPage.createOrderFor(c.title)} />
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
