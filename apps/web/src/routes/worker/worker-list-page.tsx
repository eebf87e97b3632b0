import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import { ja } from '@app/shared/messages/ja';
import { WORKER_LIST_DEFAULT_PER_PAGE, type WorkerListItemWire } from '@app/shared/workers';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useCanEditWorkers, useCanReadPersonalData } from '../../features/profile/api/get-profile';
import { useDisplayFields } from '../../features/workers/api/display-fields';
import { useWorkers } from '../../features/workers/api/get-workers';
import { downloadWorkersCsv, useImportWorkersCsv } from '../../features/workers/api/worker-csv';
import { inviteActionFailureText, useCancelWorkerInvite, useReinviteWorker } from '../../features/workers/api/worker-invites';
import { WorkerColumnsDialog } from '../../features/workers/components/worker-columns-dialog';
import { CsvImportForm } from '../../components/csv-import-form';
import { WorkerInviteDialog } from '../../features/workers/components/worker-invite-dialog';
import { SearchField } from '../../components/search-field';
import { WorkerTable } from '../../features/workers/components/worker-table';
import { errorText, failureMessage } from '../../lib/api-client';
import { parsePositiveInt } from '../../lib/format';
import { useUrlState } from '../../lib/use-url-state';
import { workerImportPaths } from '../worker-import/import-paths';

type Pending = { kind: 'reinvite' | 'cancel'; worker: WorkerListItemWire } | null;

/** /worker — list state lives in the URL: ?searchNameText=&page=&perPage=&missingRequired=1 (page is 1-based). */
export function WorkerListPage() {
  const { params, update } = useUrlState();
  const navigate = useNavigate();
  const toast = useToast();
  const canEdit = useCanEditWorkers();
  const canExport = useCanReadPersonalData();
  const searchName = params.get('searchNameText') ?? '';
  const page = parsePositiveInt(params.get('page'), 1);
  const requestedPerPage = parsePositiveInt(params.get('perPage'), WORKER_LIST_DEFAULT_PER_PAGE, 100);
  const missingRequired = params.get('missingRequired') === '1';

  const query = useWorkers({ searchName, page, perPage: requestedPerPage, missingRequired });
  const displayFields = useDisplayFields();
  const perPage = query.data?.per_page ?? requestedPerPage;
  const total = query.data?.total_count ?? 0;
  const extraFields = (displayFields.data ?? []).map((f) => f.field_key);

  const [inviteOpen, setInviteOpen] = useState(false);
  const [columnsOpen, setColumnsOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const importUpload = useImportWorkersCsv('workers');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const reinvite = useReinviteWorker();
  const cancelInvite = useCancelWorkerInvite();

  const onSearch = useCallback((text: string) => update({ searchNameText: text.trim(), page: null }, true), [update]);

  // Keep MUI's page index inside the range it accepts while the new page loads.

  const confirm = () => {
    if (!pending || pending.worker.invite_id === null) return;
    const inviteId = pending.worker.invite_id;
    const done = { onSettled: () => setPending(null) };
    if (pending.kind === 'reinvite') {
      reinvite.mutate(inviteId, {
        ...done,
        onSuccess: () => toast.success(ja.workerInvite.resent),
        onError: (error) => toast.error(inviteActionFailureText(ja.loadFailed.workerReinvite, error)),
      });
    } else {
      cancelInvite.mutate(inviteId, {
        ...done,
        onSuccess: () => toast.success(ja.workerInvite.canceled),
        onError: (error) => toast.error(inviteActionFailureText(ja.loadFailed.workerInviteCancel, error)),
      });
    }
  };

  const exportCsv = () => {
    setMenuAnchor(null);
    downloadWorkersCsv().then(
      () => toast.success(ja.worker.exported),
      (error: unknown) => toast.error(`${ja.worker.exportFailed}${errorText(error)}`),
    );
  };

  return (
    <Box>
      <PageHeader
        title={ja.worker.listTitle}
        actions={
          <>
            <Button variant="outlined" endIcon={<ExpandMoreIcon />} onClick={(e) => setMenuAnchor(e.currentTarget)} aria-haspopup="menu">
              {ja.worker.more}
            </Button>
            {canEdit ? (
              <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={() => setInviteOpen(true)}>
                {ja.workerInvite.open}
              </Button>
            ) : null}
          </>
        }
      />
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        {canExport ? (
          <MenuItem onClick={exportCsv}>
            <ListItemIcon>
              <DownloadIcon fontSize="small" />
            </ListItemIcon>
            {ja.worker.menuExport}
          </MenuItem>
        ) : null}
        {canEdit
          ? [
              <MenuItem key="import" onClick={() => { setMenuAnchor(null); setImportOpen(true); }}>
                <ListItemIcon>
                  <UploadFileIcon fontSize="small" />
                </ListItemIcon>
                {ja.worker.menuImport}
              </MenuItem>,
              <MenuItem key="invite-import" onClick={() => void navigate(workerImportPaths.invitations)}>
                <ListItemIcon>
                  <GroupAddOutlinedIcon fontSize="small" />
                </ListItemIcon>
                {ja.worker.menuInviteImport}
              </MenuItem>,
              <MenuItem key="temporary-import" onClick={() => void navigate(workerImportPaths.temporary)}>
                <ListItemIcon>
                  <PostAddOutlinedIcon fontSize="small" />
                </ListItemIcon>
                {ja.worker.menuTemporaryImport}
              </MenuItem>,
              <MenuItem key="columns" onClick={() => { setMenuAnchor(null); setColumnsOpen(true); }}>
                <ListItemIcon>
                  <ViewColumnOutlinedIcon fontSize="small" />
                </ListItemIcon>
                {ja.worker.menuColumns}
              </MenuItem>,
            ]
          : null}
      </Menu>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 2, rowGap: 1, flexWrap: 'wrap' }}>
          <SearchField value={searchName} onSearch={onSearch} label={ja.worker.searchLabel} />
          <FormControlLabel
            control={
              <Checkbox
                checked={missingRequired}
                onChange={(event) => update({ missingRequired: event.target.checked ? '1' : null, page: null })}
                data-testid="worker-filter-missing-required"
              />
            }
            label={ja.requiredEntries.filterMissing}
          />
        </Box>
        {query.data ? (
          <Typography variant="body2" color="text.secondary" data-testid="worker-total">
            {ja.worker.totalCount(total)}
          </Typography>
        ) : null}
      </Box>
      <WorkerTable
        workers={query.data?.data ?? []}
        extraFields={extraFields}
        canEdit={canEdit}
        loading={query.isFetching}
        searching={searchName !== '' || missingRequired}
        errorMessage={query.isError && !query.data ? failureMessage(ja.loadFailed.workers, query.error) : null}
        onReinvite={(worker) => setPending({ kind: 'reinvite', worker })}
        onCancelInvite={(worker) => setPending({ kind: 'cancel', worker })}
        pagination={{
          page: page - 1,
          rowsPerPage: perPage,
          count: total,
          onPageChange: (index) => update({ page: index === 0 ? null : String(index + 1) }),
          onRowsPerPageChange: (size) => update({ perPage: String(size), page: null }),
        }}
      />
      <WorkerInviteDialog open={inviteOpen} onClose={() => setInviteOpen(false)} />
      <WorkerColumnsDialog open={columnsOpen} current={extraFields} onClose={() => setColumnsOpen(false)} />
      <Dialog open={importOpen} onClose={() => setImportOpen(false)} maxWidth="sm" fullWidth aria-labelledby="worker-import-title">
        <DialogTitle id="worker-import-title">{ja.workerImport.workerTitle}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {ja.workerImport.workerLead} {ja.csvImport.encodingHint}
          </Typography>
          <CsvImportForm
            upload={importUpload}
            successText={ja.workerImport.imported}
            failedText={ja.workerImport.failed}
            onDone={() => setImportOpen(false)}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setImportOpen(false)} color="inherit" variant="outlined">
            {ja.app.close}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'cancel' ? ja.workerInvite.cancel : ja.workerInvite.reinvite}
        message={
          pending
            ? pending.kind === 'cancel'
              ? ja.workerInvite.cancelConfirm(pending.worker.full_name)
              : ja.workerInvite.reinviteConfirm(pending.worker.full_name)
            : ''
        }
        confirmLabel={pending?.kind === 'cancel' ? ja.workerInvite.cancelButton : ja.workerInvite.reinviteButton}
        confirmColor={pending?.kind === 'cancel' ? 'error' : 'primary'}
        busy={reinvite.isPending || cancelInvite.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}
