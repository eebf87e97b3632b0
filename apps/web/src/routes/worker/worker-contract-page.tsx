import { Navigate, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ja } from '@app/shared/messages/ja';
import { useContractClassification } from '../../features/contracts/api/get-classification';
import { useWorkerContract, useWorkerContracts } from '../../features/contracts/api/get-worker-contract';
import { ContractForm } from '../../features/contracts/components/contract-form';
import { WorkerContractList } from '../../features/contracts/components/worker-contract-list';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { useWorker } from '../../features/workers/api/get-worker';
import { failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useUrlState } from '../../lib/use-url-state';

/**
 * /worker/{code}/contract — the worker's contracts; a row opens the contract's page (/worker/{code}/contract/{c}, with
 * its tabs) and offers 「発注書を作成」. ?new=1 creates one (the form beside the list); the old ?contract={c} links lead
 * to the contract's page. Rendered inside the worker detail layout, which shows the worker's name.
 */
export function WorkerContractPage() {
  const { code = '' } = useParams();
  const { params, update } = useUrlState();
  const navigate = useNavigate();
  const legacy = params.get('contract');
  const creating = params.get('new') === '1';
  const canEdit = useCanEditWorkers();
  const list = useWorkerContracts(code);
  if (legacy) return <Navigate to={paths.contractPage(code, legacy)} replace />;

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: creating ? '360px 1fr' : '1fr' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 0.5, pb: 1 }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
            {ja.contractForm.listHeading}
          </Typography>
          {canEdit ? (
            <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => update({ new: '1' })} disabled={creating}>
              {ja.contractForm.newContract}
            </Button>
          ) : null}
        </Box>
        {list.isError && !list.data ? (
          <Alert severity="error">{failureMessage(ja.loadFailed.contracts, list.error)}</Alert>
        ) : list.data ? (
          <WorkerContractList workerCode={code} contracts={list.data.data} />
        ) : (
          <Skeleton variant="rounded" height={120} />
        )}
      </Paper>
      {creating && canEdit ? (
        <Box sx={{ minWidth: 0 }}>
          <NewContract workerCode={code} onDone={(saved) => (saved ? void navigate(paths.contractPage(code, saved)) : update({ new: null }, true))} />
        </Box>
      ) : null}
    </Box>
  );
}

/** The 新しい契約 form: the classification and the company's projects come with the worker's contract answer. */
function NewContract({ workerCode, onDone }: { workerCode: string; onDone: (savedCode: string | null) => void }) {
  const worker = useWorker(workerCode);
  const classification = useContractClassification();
  const current = useWorkerContract(workerCode, null);
  if (classification.isError && !classification.data) {
    return <Alert severity="error">{failureMessage(ja.loadFailed.contractRelated, classification.error)}</Alert>;
  }
  if (current.isError && !current.data) return <Alert severity="error">{failureMessage(ja.loadFailed.contract, current.error)}</Alert>;
  if (!classification.data || !current.data) return <Skeleton variant="rounded" height={480} />;
  return (
    <ContractForm
      key={`new-${worker.data?.occupation ?? ''}`}
      workerCode={workerCode}
      contract={null}
      classification={classification.data}
      projects={current.data.detail.projects}
      canEdit
      occupation={worker.data?.occupation ?? null}
      onSaved={(saved) => onDone(saved.code)}
      onCancel={() => onDone(null)}
    />
  );
}
