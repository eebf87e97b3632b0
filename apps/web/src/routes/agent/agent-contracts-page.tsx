import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { formatRatePercent } from '@app/shared/agents';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { useAgentContracts, type AgentContract } from '../../features/agents/api/agents';
import { AgentContractForm } from '../../features/agents/components/agent-contract-form';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { failureMessage } from '../../lib/api-client';

const t = ja.agentContract;

export const agentContractPath = (agentCode: string, contractCode: string) =>
  `/agent/${encodeURIComponent(agentCode)}/contract/${encodeURIComponent(contractCode)}`;

function feeText(c: AgentContract): string {
  return c.feeType === 'rate' ? `${c.feeTypeName} ${formatRatePercent(c.feeRateBp)}%` : `${c.feeTypeName} ${formatMoney(c.fixedFee)}`;
}

const columns = (agentCode: string): DataTableColumn<AgentContract>[] => [
  { key: 'title', header: t.columnTitle, width: '26%', render: (c) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{c.title}</Typography> },
  { key: 'period', header: t.columnPeriod, width: '22%', render: (c) => `${formatDate(c.startDate)} 〜 ${c.endDate ? formatDate(c.endDate) : ja.contractList.periodOpen}` },
  { key: 'fee', header: t.columnFee, width: '18%', render: feeText },
  { key: 'workers', header: t.columnWorkers, width: '22%', render: (c) => (c.workers.length ? c.workers.map((w) => w.fullname).join('、') : t.noWorkers) },
  {
    key: 'actions',
    header: t.columnActions,
    width: '12%',
    align: 'right',
    render: (c) => (
      <Button component={RouterLink} to={agentContractPath(agentCode, c.code)} size="small" variant="outlined" endIcon={<ChevronRightIcon />} aria-label={`${c.title} ${t.detail}`}>
        {t.detail}
      </Button>
    ),
  },
];

/** /agent/{code}/contract: the agent's contracts and "紹介契約を作成". */
export function AgentContractsPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const list = useAgentContracts(code);
  const canEdit = useCanEditWorkers();
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography variant="h2" component="h2">
          {t.listTitle}
        </Typography>
        {canEdit ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t.add}
          </Button>
        ) : null}
      </Box>
      <DataTable
        ariaLabel={t.listTitle}
        columns={columns(code)}
        rows={list.data?.data ?? []}
        getRowKey={(c) => c.code}
        loading={list.isFetching}
        errorMessage={list.isError && !list.data ? failureMessage(t.loadFailed, list.error) : null}
        emptyMessage={t.empty}
      />
      <Dialog open={creating} onClose={() => setCreating(false)} fullWidth maxWidth="md" aria-labelledby="agent-contract-create-title">
        <DialogTitle id="agent-contract-create-title">{t.createTitle}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <AgentContractForm
            agentCode={code}
            contract={null}
            canEdit={canEdit}
            onCancel={() => setCreating(false)}
            onSaved={(c) => void navigate(agentContractPath(code, c.code))}
          />
        </DialogContent>
      </Dialog>
    </Box>
  );
}
