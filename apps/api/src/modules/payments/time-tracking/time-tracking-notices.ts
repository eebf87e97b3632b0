/**
 * What 稼働管理 tells whom, in the transaction of the change: the worker gets a portal notice and a mail (through the
 * outbox) when the company approves or returns a month; the company's administrators get a bell notification when the
 * worker submits one; and a contract with a Slack webhook URL gets a message for each of the three (through the webhook
 * outbox — never for a day's record).
 */
import { formatDecimalHours, formatHoursMinutes } from '@app/shared/time-tracking';
import { activityGroupCodes } from '@app/shared/activity';
import { ja } from '@app/shared/messages/ja';
import type { Queryable } from '../../../db/client';
import { creatorOrAdministrators } from '../../identity/employees/employees.repository';
import { enqueueMail } from '../../platform/mail/mail.repository';
import { composeMail } from '../../platform/mail/mail.templates';
import { insertNotifications } from '../../platform/notifications/notifications.repository';
import { insertNotice } from '../../platform/worker-notices/worker-notices.repository';
import { enqueueWebhook } from '../../platform/slack/slack.repository';
import { timeTrackingMessage } from '../../platform/slack/slack.service';
import type { ProjectRow } from './time-tracking.repository';

const m = ja.timeTrackingApi;

/** The portal page of a project's month (the worker's mail and notice link there). */
function portalReportPath(code: string, year: number, month: number): string {
  return `/portal/working_records/${encodeURIComponent(code)}?year=${year}&month=${month}`;
}

/** The company's page of a worker's project month (the bell links there). */
function companyReportPath(workerCode: string, code: string, year: number, month: number): string {
  return `/worker/${encodeURIComponent(workerCode)}/working_record_project/${encodeURIComponent(code)}?year=${year}&month=${month}`;
}

export async function notifyWorkerOfDecision(
  tx: Queryable,
  n: { project: ProjectRow; year: number; month: number; decision: 'approved' | 'returned'; workedMinutes: number; comment: string | null; appUrl: string },
) {
  const p = n.project;
  const monthText = m.monthText(n.year, n.month);
  const path = portalReportPath(p.code, n.year, n.month);
  if (p.account_id !== null) {
    await insertNotice(tx, { accountId: p.account_id, companyId: p.company_id, title: m.notices[n.decision], body: m.notices.body(p.company_name, p.title, monthText), link: path });
  }
  const to = p.account_email ?? p.worker_email;
  if (!to) return;
  const approved = n.decision === 'approved';
  await enqueueMail(
    tx,
    composeMail({
      companyId: p.company_id,
      kind: 'time_month',
      to,
      subject: approved ? m.mail.approvedSubject(p.company_name, monthText) : m.mail.returnedSubject(p.company_name, monthText),
      greeting: `${p.worker_name} 様`,
      paragraphs: [approved ? m.mail.approvedBody : m.mail.returnedBody],
      facts: [
        { label: m.mail.company, value: p.company_name },
        { label: m.mail.contract, value: p.title },
        { label: m.mail.month, value: monthText, quote: false },
        ...(approved ? [{ label: m.mail.worked, value: m.hoursText(formatDecimalHours(n.workedMinutes)), quote: false }] : []),
        ...(n.comment ? [{ label: m.mail.comment, value: n.comment }] : []),
      ],
      action: { label: m.mail.action, url: new URL(path, n.appUrl).toString() },
    }),
  );
}

/** The worker submitted a month: a bell notification for the company's administrators. */
export async function notifyEmployeesOfSubmission(tx: Queryable, n: { project: ProjectRow; year: number; month: number }) {
  const p = n.project;
  const recipients = await creatorOrAdministrators(tx, p.company_id, null);
  await insertNotifications(
    tx,
    recipients.map((employeeId) => ({
      companyId: p.company_id,
      employeeId,
      title: m.notices.submitted(p.worker_name),
      body: m.notices.body(p.company_name, p.title, m.monthText(n.year, n.month)),
      businessorCode: p.worker_code,
      contractCode: p.code,
      link: companyReportPath(p.worker_code, p.code, n.year, n.month),
      activityGroupCode: activityGroupCodes.hours(p.code, n.year, n.month),
    })),
  );
}

/**
 * A month submitted, approved or sent back: when the contract has a Slack webhook URL, a message (the worker's name,
 * the month, the hours 「136:00」 and a link to the company's page of the month) goes into the webhook outbox.
 */
export async function postMonthToSlack(
  tx: Queryable,
  n: { project: ProjectRow; year: number; month: number; event: 'submitted' | 'approved' | 'returned'; workedMinutes: number; appUrl: string },
) {
  const p = n.project;
  if (!p.slack_webhook_url) return;
  await enqueueWebhook(tx, {
    companyId: p.company_id,
    contractId: p.contract_id,
    kind: 'slack_time_tracking',
    url: p.slack_webhook_url,
    payload: timeTrackingMessage({
      event: n.event,
      workerName: p.worker_name,
      monthText: m.monthText(n.year, n.month),
      hours: formatHoursMinutes(n.workedMinutes),
      contractTitle: p.title,
      url: new URL(companyReportPath(p.worker_code, p.code, n.year, n.month), n.appUrl).toString(),
    }),
  });
}
