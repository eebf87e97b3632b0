import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SummarizeOutlinedIcon from '@mui/icons-material/SummarizeOutlined';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../../components/page-header';
import { useContractClassification } from '../../../features/contracts/api/get-classification';
import { useWorkerContract } from '../../../features/contracts/api/get-worker-contract';
import { ContractForm } from '../../../features/contracts/components/contract-form';
import { ContractProgressChip } from '../../../features/contracts/components/contract-progress-chip';
import { ContractView } from '../../../features/contracts/components/contract-view';
import { useCanEditWorkers } from '../../../features/profile/api/get-profile';
import { useWorker } from '../../../features/workers/api/get-worker';
import { SlackDeliveryLine } from '../../../features/slack/components/slack-delivery-line';
import { failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useUrlState } from '../../../lib/use-url-state';

const t = ja.contractPage;

/**
 * /worker/{code}/contract/{contractCode} (the 契約 tab): the contract as read; 編集 (?edit=1) opens the contract form in
 * its place, and saving or cancelling comes back to the view.
 */
export function ContractDetailPage() {
  const { code = '', contractCode = '' } = useParams();
  const { params, update } = useUrlState();
  const canEdit = useCanEditWorkers();
  const editing = canEdit && params.get('edit') === '1';
  const worker = useWorker(code);
  const classification = useContractClassification();
  const current = useWorkerContract(code, contractCode);
  const contract = current.data?.contract ?? null;
  useDocumentTitle(contract ? contract.title : ja.orderScreens.contractTabs.contract);

  if (current.isError && !current.data) return <Alert severity="error">{failureMessage(ja.loadFailed.contract, current.error)}</Alert>;
  if (classification.isError && !classification.data) {
    return <Alert severity="error">{failureMessage(ja.loadFailed.contractRelated, classification.error)}</Alert>;
  }
  if (!current.data || !classification.data) return <Skeleton variant="rounded" height={420} />;
  if (!contract) return <Alert severity="warning">{ja.contractForm.contractNotFound}</Alert>;

  if (editing) {
    return (
      <Box data-testid="contract-edit">
        <ContractForm
          key={contract.code}
          workerCode={code}
          contract={contract}
          classification={classification.data}
          projects={current.data.detail.projects}
          canEdit
          occupation={worker.data?.occupation ?? null}
          onSaved={() => update({ edit: null }, true)}
          onCancel={() => update({ edit: null }, true)}
        />
      </Box>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="contract-view">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {t.heading}
        </Typography>
        {contract.progress ? <ContractProgressChip progress={contract.progress} label={contract.progress_label} /> : null}
        <Box sx={{ flex: 1 }} />
        <Button
          component={RouterLink}
          to={paths.paymentRecordFor(contract.code, true)}
          size="small"
          startIcon={<SummarizeOutlinedIcon />}
          aria-label={ja.paymentRecordScreens.linkLabel(contract.title)}
        >
          {ja.paymentRecordScreens.link}
        </Button>
        {canEdit ? (
          <Button variant="outlined" size="small" startIcon={<EditOutlinedIcon />} onClick={() => update({ edit: '1' })}>
            {t.edit}
          </Button>
        ) : null}
      </Box>
      <ContractView contract={contract} projects={current.data.detail.projects} />
      {/* 稼働管理 with a Slack webhook (issue #23): how its latest message went */}
      {contract.is_enable_time_tracking && contract.time_tracking_slack_webhook_url ? <SlackDeliveryLine contractCode={contract.code} /> : null}
    </Paper>
  );
}
