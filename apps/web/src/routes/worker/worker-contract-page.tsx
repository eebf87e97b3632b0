import { useParams } from 'react-router';
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
import { ContractProgressChip } from '../../features/contracts/components/contract-progress-chip';
import { WorkerContractList } from '../../features/contracts/components/worker-contract-list';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { useWorker } from '../../features/workers/api/get-worker';
import { failureMessage } from '../../lib/api-client';
import { useUrlState } from '../../lib/use-url-state';

/**
 * /worker/{code}/contract — the worker's contracts; the selected one (?contract=code or /contract/{contractCode},
 * default the latest) is edited,
 * ?new=1 creates one. Rendered inside the worker detail layout, which shows the worker's name.
 */
export function WorkerContractPage() {
  const { code = '', contractCode } = useParams();
  const { params, update } = useUrlState();
  const creating = params.get('new') === '1';
  const selected = params.get('contract') ?? contractCode ?? null;
  const canEdit = useCanEditWorkers();
  const worker = useWorker(code);

  const classification = useContractClassification();
  const list = useWorkerContracts(code);
  const current = useWorkerContract(code, selected);
  const contract = current.data?.contract ?? null;

  let body: React.ReactNode;
  if (classification.isError && !classification.data) {
    body = <Alert severity="error">{failureMessage(ja.loadFailed.contractRelated, classification.error)}</Alert>;
  } else if (current.isError && !current.data) {
    body = <Alert severity="error">{failureMessage(ja.loadFailed.contract, current.error)}</Alert>;
  } else if (!classification.data || !current.data) {
    body = <Skeleton variant="rounded" height={480} />;
  } else if (creating || contract) {
    body = (
      <>
        {!creating && contract ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }} data-testid="worker-contract-progress">
            <Typography variant="body2" color="text.secondary">
              {ja.contractProgress.caption}
            </Typography>
            <ContractProgressChip progress={contract.progress} label={contract.progress_label} />
          </Box>
        ) : null}
        <ContractForm
        key={creating ? `new-${worker.data?.occupation ?? ''}` : contract!.code}
        workerCode={code}
        contract={creating ? null : contract}
        classification={classification.data}
        projects={current.data.detail.projects}
        canEdit={canEdit}
        occupation={worker.data?.occupation ?? null}
        onSaved={(saved) => update({ new: null, contract: saved.code }, true)}
          onCancel={creating ? () => update({ new: null }, true) : undefined}
        />
      </>
    );
  } else {
    body = null;
  }

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '320px 1fr' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 0.5, pb: 1 }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
            {ja.contractForm.listHeading}
          </Typography>
          {canEdit ? (
            <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => update({ new: '1', contract: null })} disabled={creating}>
              {ja.contractForm.newContract}
            </Button>
          ) : null}
        </Box>
        {list.isError && !list.data ? (
          <Alert severity="error">{failureMessage(ja.loadFailed.contracts, list.error)}</Alert>
        ) : list.data ? (
          <WorkerContractList
            contracts={list.data.data}
            selectedCode={creating ? null : (contract?.code ?? null)}
            onSelect={(c) => update({ contract: c, new: null })}
          />
        ) : (
          <Skeleton variant="rounded" height={120} />
        )}
      </Paper>
      <Box sx={{ minWidth: 0 }}>{body}</Box>
    </Box>
  );
}
