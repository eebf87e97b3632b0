import { useCallback, useState } from 'react';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ja } from '@app/shared/messages/ja';
import { projectListQuerySchema } from '@app/shared/projects';
import { can } from '@app/shared/roles';
import { EnumFilter } from '../../components/enum-filter';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { useToastedAction } from '../../components/toast';
import { useProfile } from '../../features/profile/api/get-profile';
import { useProjects, type Project } from '../../features/projects/api/get-projects';
import { projectWrites, useProjectWrite } from '../../features/projects/api/project-mutations';
import { ProjectDialog, type ProjectFormValues } from '../../features/projects/components/project-dialog';
import { ProjectTable } from '../../features/projects/components/project-table';
import { failureMessage } from '../../lib/api-client';
import { pageParam, searchParam, useListParams } from '../../lib/use-list-params';

const enabledFilters = ['true', 'false'] as const;
const enabledLabels = { true: ja.projects.filterEnabledOnly, false: ja.projects.filterDisabledOnly };
// the URL counts pages from 1 (the API from 0); `enabled` stays the text the API takes
const listParams = z.object({
  page: pageParam,
  perPage: projectListQuerySchema.shape.limit,
  keyword: searchParam,
  enabled: z.enum(enabledFilters).optional(),
});

/** /company/project — ?page=&perPage=&keyword=&enabled= in the URL (page 1-based there, zero-based to the API). */
export function ProjectPage() {
  const list = useListParams(listParams);
  const { page, perPage: limit, keyword } = list.values;
  const enabled = list.values.enabled ?? null;
  const { set } = list;
  const profile = useProfile();
  const canManage = profile.data ? can(profile.data.role, 'manageCompany') : false;
  const query = useProjects({ page, limit, keyword, enabled });

  const create = useProjectWrite(projectWrites.create);
  const save = useProjectWrite(projectWrites.update);
  const [dialog, setDialog] = useState<{ project: Project | null } | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);
  const total = query.data?.meta.totalCount ?? 0;
  const onSearch = useCallback((text: string) => set({ keyword: text }, { replace: true }), [set]);

  const run = useToastedAction(ja.projects.failed);

  const onSubmit = async (values: ProjectFormValues) => {
    const current = dialog?.project;
    const { enabled: _enabled, ...fields } = values;
    void _enabled;
    const error = current
      ? await run(() => save.mutateAsync({ code: current.code, project: fields }), ja.projects.updated)
      : await run(() => create.mutateAsync({ project: fields }), ja.projects.created);
    if (!error) setDialog(null);
    return error;
  };

  const filtered = keyword !== '' || enabled !== null;
  return (
    <Box>
      <PageHeader
        title={ja.projects.title}
        description={ja.projects.lead}
        actions={
          canManage ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ project: null })}>
              {ja.projects.create}
            </Button>
          ) : null
        }
      />
      <ListToolbar
        total={query.data ? ja.projects.totalCount(total) : null}
        totalTestId="project-total"
        note={
          profile.data && !canManage ? (
            <Typography variant="body2" color="text.secondary" data-testid="read-only-note">
              {ja.company.readOnly}
            </Typography>
          ) : null
        }
      >
        <SearchField value={keyword} onSearch={onSearch} label={ja.projects.searchLabel} width={320} />
        <EnumFilter
          label={ja.projects.filterEnabled}
          value={enabled}
          options={enabledFilters}
          labels={enabledLabels}
          allLabel={ja.projects.filterAll}
          onChange={(value) => set({ enabled: value })}
          width={160}
        />
      </ListToolbar>
      <ProjectTable
        rows={query.data?.data ?? []}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(ja.projects.loadFailed, query.error) : null}
        emptyMessage={filtered ? ja.projects.emptySearch : ja.projects.empty}
        canManage={canManage}
        busyCode={toggling}
        onToggle={(p, on) => {
          setToggling(p.code);
          void run(() => save.mutateAsync({ code: p.code, project: { enabled: on } }), ja.projects.updated).finally(() => setToggling(null));
        }}
        onEdit={(p) => setDialog({ project: p })}
        pagination={list.pagination(total)}
      />
      <ProjectDialog
        open={dialog !== null}
        project={dialog?.project ?? null}
        busy={create.isPending || save.isPending}
        onClose={() => setDialog(null)}
        onSubmit={onSubmit}
      />
    </Box>
  );
}
