/** SPEC §2 import pages of the workers area. */
export const workerImportPaths = {
  invitations: '/worker_invitation/import',
  temporary: '/temporary_workers/import',
} as const;
