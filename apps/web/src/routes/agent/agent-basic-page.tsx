import { useParams } from 'react-router';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useAgent } from '../../features/agents/api/agents';
import { AgentForm } from '../../features/agents/components/agent-form';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';

/** /agent/{code}: the agent's details, editable by workerEditorRoles. */
export function AgentBasicPage() {
  const { code = '' } = useParams();
  const agent = useAgent(code);
  const canEdit = useCanEditWorkers();
  if (!agent.data) return agent.isError ? null : <Skeleton variant="rounded" height={360} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <AgentForm key={agent.data.updatedAt} agent={agent.data} canEdit={canEdit} onSaved={() => undefined} />
    </Paper>
  );
}
