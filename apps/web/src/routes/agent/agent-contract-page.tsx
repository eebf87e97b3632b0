import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ja } from '@app/shared/messages/ja';
import { useAgentContract } from '../../features/agents/api/agents';
import { AgentContractForm } from '../../features/agents/components/agent-contract-form';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { failureMessage } from '../../lib/api-client';

/** /agent/{code}/contract/{contractCode}: one agent contract, editable by workerEditorRoles. */
export function AgentContractPage() {
  const { code = '', contractCode = '' } = useParams();
  const contract = useAgentContract(contractCode);
  const canEdit = useCanEditWorkers();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to={`/agent/${encodeURIComponent(code)}/contract`} startIcon={<ArrowBackIcon />} size="small">
          {ja.agentContract.listTitle}
        </Button>
      </Box>
      {contract.isError && !contract.data ? (
        <Alert severity="error">{failureMessage(ja.agentContract.loadFailed, contract.error)}</Alert>
      ) : contract.data ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
            {contract.data.title}
          </Typography>
          <AgentContractForm key={contract.data.updatedAt} agentCode={code} contract={contract.data} canEdit={canEdit} onSaved={() => undefined} />
        </Paper>
      ) : (
        <Skeleton variant="rounded" height={360} />
      )}
    </Box>
  );
}
