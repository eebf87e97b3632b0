import { Link as RouterLink, Outlet, useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { useAgent } from '../../features/agents/api/agents';
import { failureMessage } from '../../lib/api-client';

/** /agent/{code}/*: the agent's name and the tabs 基本情報 / 紹介契約; each tab is a child route. */
export function AgentDetailLayout() {
  const { code = '' } = useParams();
  const location = useLocation();
  const agent = useAgent(code);
  useDocumentTitle(agent.data ? `${agent.data.name} - ${ja.agentForm.detailTitle}` : ja.agentForm.detailTitle);
  const base = `/agent/${encodeURIComponent(code)}`;
  const current = location.pathname.startsWith(`${base}/contract`) ? 'contract' : 'basic';
  return (
    <Box>
      <Button component={RouterLink} to="/agent" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {ja.agentForm.backToList}
      </Button>
      <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, pt: 2.5, mb: 3 }}>
        {agent.isError && !agent.data ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failureMessage(ja.agentForm.loadFailed, agent.error)}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h1" component="h1" data-testid="agent-detail-name">
                {agent.data ? agent.data.name : <Skeleton width={220} />}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {agent.data ? agent.data.nameKana || '\u00a0' : <Skeleton width={160} />}
              </Typography>
            </Box>
            {agent.data ? <Chip size="small" label={agent.data.entityTypeName} variant="outlined" /> : null}
          </Box>
        )}
        <Tabs value={current} aria-label={ja.agentForm.detailTitle}>
          <Tab value="basic" label={ja.agentForm.tabBasic} component={RouterLink} to={base} />
          <Tab value="contract" label={ja.agentForm.tabContracts} component={RouterLink} to={`${base}/contract`} />
        </Tabs>
      </Paper>
      <Outlet />
    </Box>
  );
}
