import { useCallback, useState } from 'react';
import { z } from 'zod';
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
import { workerListQuerySchema, type WorkerListItemWire } from '@app/shared/workers';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useCanEditWorkers, useCanReadPersonalData } from '../../features/profile/api/get-profile';
import { useDisplayFields } from '../../features/workers/api/display-fields';
import { useWorkers } from '../../features/workers/api/get-workers';
import { downloadWorkersCsv, useImportWorkersCsv } from '../../features/workers/api/worker-csv';
import { inviteActionFailureText, useCancelWorkerInvite, useReinviteWorker } from '../../features/workers/api/worker-invites';
import { WorkerColumnsDialog } from '../../features/workers/components/worker-columns-dialog';
import { WorkerCustomFieldFilter } from '../../features/workers/components/worker-custom-field-filter';
import { CsvImportForm } from '../../components/csv-import-form';
import { WorkerInviteDialog } from '../../features/workers/components/worker-invite-dialog';
import { SearchField } from '../../components/search-field';
import { WorkerTable } from '../../features/workers/components/worker-table';
import { errorText, failureMessage } from '../../lib/api-client';
import { ListToolbar } from '../../components/list-toolbar';
import { workerImportPaths } from '../../lib/paths';
import { useListParams } from '../../lib/use-list-params';

type Pending = { kind: 'reinvite' | 'cancel'; worker: WorkerListItemWire } | null;

const { shape } = workerListQuerySchema;
const listParams = z.object({
  page: shape.page,
  perPage: shape.per_page,
  searchNameText: shape.search_name,
  missingRequired: shape.missing_required,
  cfCode: shape.cf_filter_code,
  cfValue: shape.cf_filter_value,
  cfFrom: shape.cf_filter_from,
  cfTo: shape.cf_filter_to,
  /** a custom field's code: the list is sorted by it */
  sortCode: z.string().max(64).default(''),
  order: shape.order,
});

/**
 * /worker — list state lives in the URL: ?searchNameText=&page=&perPage=&missingRequired=1 (page is 1-based), the
 * custom-field filter (cfCode=&cfValue=|cfFrom=&cfTo=) and the custom-field sort (sortCode=&order=).
 */
export function WorkerListPage() {
  const list = useListParams(listParams);
  const { page, perPage, searchNameText: searchName, missingRequired, cfCode, cfValue, cfFrom, cfTo, sortCode, order } = list.values;
  const { set } = list;
  const navigate = useNavigate();
  const toast = useToast();
  const canEdit = useCanEditWorkers();
  const canExport = useCanReadPersonalData();

  const cfFilter = { code: cfCode, value: cfValue, from: cfFrom, to: cfTo };
  const filtering = cfCode !== '' && (cfValue !== '' || cfFrom !== '' || cfTo !== '');
  const cfSort = sortCode === '' ? null : { code: sortCode, order };
  const query = useWorkers({ searchName, page, perPage, missingRequired, cfFilter: filtering ? cfFilter : undefined, cfSort: cfSort ?? undefined });
  const displayFields = useDisplayFields();
  const total = query.data?.total_count ?? 0;
  const chosenFields = displayFields.data?.fields ?? [];
  const extraFields = chosenFields.map((f) => ({ key: f.field_key, label: f.label }));
  // a header click sorts by that custom field; a second click turns the order round
  const onSort = (code: string) => set({ sortCode: code, order: sortCode === code && order === 'asc' ? 'desc' : 'asc' });

  const [inviteOpen, setInviteOpen] = useState(false);
  const [columnsOpen, setColumnsOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const importUpload = useImportWorkersCsv('workers');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const reinvite = useReinviteWorker();
  const cancelInvite = useCancelWorkerInvite();

  const onSearch = useCallback((text: string) => set({ searchNameText: text.trim() }, { replace: true }), [set]);

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
            ]
          : null}
        {/* every employee chooses their own columns (issue #24) */}
        <MenuItem onClick={() => { setMenuAnchor(null); setColumnsOpen(true); }}>
          <ListItemIcon>
            <ViewColumnOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {ja.worker.menuColumns}
        </MenuItem>
      </Menu>
      <ListToolbar total={query.data ? ja.worker.totalCount(total) : null} totalTestId="worker-total">
        <SearchField value={searchName} onSearch={onSearch} label={ja.worker.searchLabel} />
        <FormControlLabel
          control={
            <Checkbox
              checked={missingRequired}
              onChange={(event) => set({ missingRequired: event.target.checked })}
              data-testid="worker-filter-missing-required"
            />
          }
          label={ja.requiredEntries.filterMissing}
        />
        <WorkerCustomFieldFilter
          filter={cfFilter}
          onChange={(next) => set({ cfCode: next.code, cfValue: next.value, cfFrom: next.from, cfTo: next.to })}
        />
      </ListToolbar>
      <WorkerTable
        workers={query.data?.data ?? []}
        extraFields={extraFields}
        sort={cfSort}
        onSort={onSort}
        canEdit={canEdit}
        loading={query.isFetching}
        searching={searchName !== '' || missingRequired || filtering}
        errorMessage={query.isError && !query.data ? failureMessage(ja.loadFailed.workers, query.error) : null}
        onReinvite={(worker) => setPending({ kind: 'reinvite', worker })}
        onCancelInvite={(worker) => setPending({ kind: 'cancel', worker })}
        pagination={list.pagination(total)}
      />
      <WorkerInviteDialog open={inviteOpen} onClose={() => setInviteOpen(false)} />
      <WorkerColumnsDialog
        open={columnsOpen}
        current={chosenFields.map((f) => f.field_key)}
        own={displayFields.data?.own ?? false}
        onClose={() => setColumnsOpen(false)}
      />
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
