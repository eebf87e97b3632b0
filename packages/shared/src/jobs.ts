/**
 * Background jobs (apps/api/src/modules/platform/jobs): the progress row a screen polls while a long piece of work
 * (bulk PDFs, a zip, many mails) runs on the queue, and the file it made.
 */
import { z } from 'zod';

export const jobStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** How often the screen asks for a running job's progress. */
export const JOB_POLL_MS = 1_000;

export const jobRunSchema = z.object({
  code: z.string(),
  /** what the job does, e.g. `payment_records.bulk_download` */
  kind: z.string(),
  status: z.enum(jobStatuses),
  /** items to process, and items finished */
  total: z.number().int(),
  done: z.number().int(),
  /** Japanese messages of what failed, each naming its item */
  errors: z.array(z.string()),
  /** the name of the file the job made (download it from …/download once succeeded); null when it makes none */
  file_name: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type JobRunWire = z.infer<typeof jobRunSchema>;

export const jobRunResponseSchema = z.object({ data: jobRunSchema });
export type JobRunResponseWire = z.infer<typeof jobRunResponseSchema>;

/** Whether a job has reached its end (the screen stops polling). */
export function isJobFinished(status: JobStatus): boolean {
  return status === 'succeeded' || status === 'failed';
}
