/** Made-up answers of the company's 稼働管理 endpoints for the component tests (shapes of @app/shared/time-tracking-api). */
import type { TimeProjectRow, TimeReportResponse } from '@app/shared/time-tracking-api';

export const projectRow = (over: Partial<TimeProjectRow> = {}): TimeProjectRow => ({
  code: 'c1',
  contract_name: 'Web開発業務委託契約',
  businessor_code: 'w1',
  businessor_name: '山田 花子',
  company_name: 'デモ株式会社',
  year: 2026,
  month: 3,
  status: 'submitted',
  billing: 'settlement',
  rounding_text: '15分単位・切り捨て（日ごと）',
  billing_text: '140〜180時間（上下割: 控除 ¥4,280／超過 ¥3,330）',
  recorded_minutes: 11_580,
  worked_minutes: 11_550,
  recorded_days: 21,
  amount: 641_620,
  projects: [{ code: 'p1', name: '会員サイト' }],
  submitted_at: '2026-04-01T01:00:00Z',
  approved_at: null,
  approved_by_name: null,
  returned_at: null,
  return_comment: null,
  payment_notification: null,
  ...over,
});

/** March 2026: the 20th is 春分の日; records on the 2nd (9:00〜18:00, 60 min break) and the 20th (hours only). */
export function reportOf(over: Partial<TimeProjectRow> = {}): TimeReportResponse {
  const days: TimeReportResponse['data']['days'] = [];
  for (let day = 1; day <= 31; day += 1) {
    const date = `2026-03-${String(day).padStart(2, '0')}`;
    const weekday = new Date(Date.UTC(2026, 2, day)).getUTCDay();
    const records: TimeReportResponse['data']['days'][number]['records'] = [];
    if (day === 2) {
      records.push({
        code: 'r1',
        work_date: date,
        project: { code: 'p1', name: '会員サイト' },
        kind: 'clock',
        start: '9:00',
        end: '18:00',
        breaks: [{ start: '12:00', end: '13:00' }],
        break_minutes: 60,
        worked_minutes: 480,
        note: '設計レビュー',
        source: 'manual',
        updated_at: '2026-03-02T10:00:00Z',
      });
    }
    if (day === 20) {
      records.push({
        code: 'r2',
        work_date: date,
        project: null,
        kind: 'hours',
        start: null,
        end: null,
        breaks: [],
        break_minutes: 0,
        worked_minutes: 150,
        note: null,
        source: 'manual',
        updated_at: '2026-03-20T10:00:00Z',
      });
    }
    days.push({
      date,
      day,
      weekday,
      holiday_name: day === 20 ? '春分の日' : null,
      is_weekend: weekday === 0 || weekday === 6,
      worked_minutes: records.reduce((n, r) => n + r.worked_minutes, 0),
      records,
    });
  }
  return {
    data: {
      project: projectRow(over),
      days,
      settlement: {
        amount: 641_620,
        status: 'above',
        lines: [
          { kind: 'base', text: '基本料金 ¥600,000', amount: 600_000 },
          { kind: 'range', text: '精算幅 140〜180時間（稼働 192.5時間）', amount: null },
          { kind: 'excess', text: '超過 12.5時間 × ¥3,330 = ¥41,620', amount: 41_620 },
          { kind: 'total', text: '合計 ¥641,620', amount: 641_620 },
        ],
      },
      editable: false,
      contract_start_date: '2026-01-01',
      contract_end_date: null,
    },
  };
}
