import { seedPaymentsDemo } from '../modules/payments/payments/payments.seed';
import { seedPaymentNotificationsDemo } from '../modules/payments/payment-notifications/payment-notifications.seed';
import type { Db } from './client';
import { hashPassword } from '../lib/passwords';
import * as companies from '../modules/identity/companies/companies.repository';
import { insertContract } from '../modules/partners/contracts/contracts.repository';
import { insertDepartments } from '../modules/identity/departments/departments.repository';
import { insertEmployee } from '../modules/identity/employees/employees.repository';
import { insertWorker } from '../modules/partners/workers/workers.repository';
import { insertNotifications } from '../modules/platform/notifications/notifications.repository';
import { seedWorkerDemo } from '../modules/partners/workers/workers.seed';
import { seedContractsDemo } from '../modules/partners/contracts/contracts.seed';
import { seedMyNumberDemo } from '../modules/compliance/my-numbers/my-numbers.seed';
import { seedAccountingDemo } from '../modules/compliance/accounting-exports/accounting-exports.seed';
import { seedPaymentRecordsDemo } from '../modules/compliance/payment-records/payment-records.seed';
import type { MyNumberCipher } from '../lib/my-number-crypto';
import type { FileStorage } from '../lib/storage';
import { seedProjectsDemo } from '../modules/partners/projects/projects.seed';
import { seedPurchaseOrderTemplateDemo } from '../modules/ordering/purchase-order-templates/purchase-order-templates.seed';
import { DEMO_WORKER_EMAIL, seedWorkerAccountDemo } from '../modules/portal/worker-portal/worker-portal.seed';
import { seedPurchaseOrdersDemo } from '../modules/ordering/deliveries/purchase-orders.seed';
import { reviewQueue, type ReviewQueueItem } from '../modules/ordering/deliveries/deliveries.repository';
import { ja } from '@app/shared/messages/ja';
import { documentPaths } from '@app/shared/todos';
import { seedInvoiceRegistrationsDemo } from '../modules/partners/invoice-registrations/invoice-registrations.seed';
import { seedTimeTrackingDemo } from '../modules/payments/time-tracking/time-tracking.seed';

export const DEMO_PASSWORD = 'password1234';
export const demoLogins = [
  { email: 'owner@example.com', name: '山田 太郎', role: 'owner_administrator' as const, department: 0 },
  { email: 'admin@example.com', name: '佐藤 花子', role: 'administrator' as const, department: 3 },
  { email: 'general@example.com', name: '鈴木 一郎', role: 'general' as const, department: 0 },
  { email: 'viewer@example.com', name: '高橋 美咲', role: 'viewer' as const, department: 2 },
];
/** The worker portal's demo login (same password), linked to the first demo worker. */
export const demoWorkerLogin = { email: DEMO_WORKER_EMAIL, role: 'ワーカーポータル /portal/login' };

/** Seeds デモ株式会社 when the database has no company at all. Answers true when it seeded. */
export async function seedDemoIfEmpty(db: Db, deps: { cipher?: MyNumberCipher; storage?: FileStorage } = {}): Promise<boolean> {
  if ((await companies.countCompanies(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    // Two API instances starting on one empty database: only one seeds.
    await tx.execute('select pg_advisory_xact_lock(724300112)');
    if ((await companies.countCompanies(tx)) > 0) return;
    const company = await companies.insertCompany(tx, {
      name: 'デモ株式会社',
      isDemo: true,
      postalCode: '100-0005',
      address: '東京都千代田区丸の内1-1-1',
      representativeName: '山田 太郎',
      phone: '03-1234-5678',
      corporateNumber: '7123456789012',
      invoiceRegistrationNumber: 'T7123456789012',
    });
    const depts = await insertDepartments(tx, company.id, [
      { name: '開発部', officerName: '山田 太郎', description: 'プロダクト開発とインフラ運用' },
      { name: 'デザイン部', officerName: '中村 優子', description: 'UI・グラフィックデザイン' },
      { name: 'マーケティング部', officerName: '高橋 美咲', description: '広告運用とコンテンツ制作' },
      { name: '管理部', officerName: '佐藤 花子', description: '経理・総務・法務' },
    ]);
    const employees = [];
    for (const login of demoLogins) {
      employees.push(
        await insertEmployee(tx, {
          companyId: company.id,
          email: login.email,
          name: login.name,
          passwordHash,
          role: login.role,
          departmentId: depts[login.department]?.id ?? null,
          // the demo owner is the マイナンバー事務取扱担当者 (issue #12)
          isMyNumberStaff: login.role === 'owner_administrator',
        }),
      );
    }
    const workerSeeds = [
      { fullName: '田中 健太', fullNameKana: 'タナカ ケンタ', tradeName: 'タナカ開発工房', ownDepartment: 'バックエンド', occupation: 'engineer', myNumberStatus: 'confirmed', dept: 0, contract: 'Webアプリケーション開発業務委託契約' },
      { fullName: '伊藤 さくら', fullNameKana: 'イトウ サクラ', tradeName: 'さくらデザイン', ownDepartment: 'UIデザイン', occupation: 'designer', myNumberStatus: 'submitted', dept: 1, contract: 'UIデザイン業務委託契約' },
      { fullName: '渡辺 翔', fullNameKana: 'ワタナベ ショウ', tradeName: null, ownDepartment: 'インフラ', occupation: 'engineer', myNumberStatus: 'requested', dept: 0, contract: 'インフラ運用保守業務委託契約' },
      { fullName: '小林 真由美', fullNameKana: 'コバヤシ マユミ', tradeName: 'コバヤシ編集室', ownDepartment: 'コンテンツ', occupation: 'writer', myNumberStatus: 'not_requested', dept: 2, contract: '記事執筆業務委託契約' },
      { fullName: '加藤 大輔', fullNameKana: 'カトウ ダイスケ', tradeName: 'Kato Marketing', ownDepartment: '広告運用', occupation: 'marketer', myNumberStatus: 'confirmed', dept: 2, contract: '広告運用代行業務委託契約' },
      { fullName: '吉田 美穂', fullNameKana: 'ヨシダ ミホ', tradeName: null, ownDepartment: '経理', occupation: 'backoffice', myNumberStatus: 'not_requested', dept: 3, contract: '経理事務業務委託契約' },
    ] as const;
    const contracts = [];
    for (const [i, w] of workerSeeds.entries()) {
      const worker = await insertWorker(tx, company.id, {
        fullName: w.fullName,
        fullNameKana: w.fullNameKana,
        tradeName: w.tradeName,
        ownDepartment: w.ownDepartment,
        email: `worker${i + 1}@example.com`,
        departmentId: depts[w.dept]?.id ?? null,
        occupation: w.occupation,
        myNumberStatus: w.myNumberStatus,
      });
      contracts.push({
        worker,
        contract: await insertContract(tx, {
          companyId: company.id,
          workerId: worker.id,
          title: w.contract,
          businessField: w.ownDepartment,
          startDate: '2026-04-01',
          endDate: '2027-03-31',
        }),
      });
    }
    const first = contracts[0]!;
    if (deps.cipher) {
      await seedMyNumberDemo(
        tx,
        company,
        employees[0]!,
        contracts.map((c) => c.worker),
        { cipher: deps.cipher, storage: deps.storage },
      );
    }
    await seedWorkerDemo(tx, company.id, employees[0]!.id);
    await seedContractsDemo(tx, company.id);
    await seedProjectsDemo(tx, company.id);
    await seedPurchaseOrderTemplateDemo(tx, company.id);
    await seedWorkerAccountDemo(tx, first.worker, passwordHash);
    // 田中 健太's インボイス登録 lapsed mid-year: before the orders and 支払通知書, which follow the date rule
    await seedInvoiceRegistrationsDemo(tx);
    await seedPurchaseOrdersDemo(
      tx,
      company.id,
      contracts.map((c) => c.contract.id),
      { owner: { id: employees[0]!.id, name: employees[0]!.name }, admin: { id: employees[1]!.id, name: employees[1]!.name } },
    );
    const notified = await seedPaymentNotificationsDemo(tx, company.id, employees[0]!);
    await seedPaymentsDemo(
      tx,
      { companyId: company.id, employeeId: employees[0]!.id },
      { paid: notified.get('Webアプリケーション開発 2026年7月分'), unpaid: notified.get('Webアプリケーション開発 2026年8月分') },
      contracts[1]!.worker,
    );
    await seedPaymentRecordsDemo(
      tx,
      { companyId: company.id, employeeId: employees[0]!.id },
      { tanaka: first.worker, ito: contracts[1]!.worker, kobayashi: contracts[3]!.worker, yoshida: contracts[5]!.worker },
      passwordHash,
    );
    // 会計ソフト連携: the mapping filled in, and a direct payment paid in October (issue #25 item 1)
    await seedAccountingDemo(tx, { companyId: company.id, employeeId: employees[0]!.id }, contracts[2]!.worker);
    // 稼働管理: the demo worker's 精算幅 contract (田中) has a month in every status; 渡辺's hourly contract this month's records
    const watanabe = contracts[2]!;
    await seedTimeTrackingDemo(
      tx,
      company.id,
      { contractId: first.contract.id, workerId: first.worker.id, workerName: '田中 健太', workerCode: first.worker.code, code: first.contract.code },
      { contractId: watanabe.contract.id, workerId: watanabe.worker.id, workerName: '渡辺 翔', workerCode: watanabe.worker.code, code: watanabe.contract.code },
      { id: employees[0]!.id, name: employees[0]!.name },
    );
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    // the bell names the seeded delivery and invoice that wait for review, and opens them (issue #21)
    const [delivered] = (await reviewQueue(tx, company.id, 'deliveries', 1)).rows;
    const [invoiced] = (await reviewQueue(tx, company.id, 'invoices', 1)).rows;
    const waiting = (r: ReviewQueueItem, kind: 'delivery_submitted' | 'invoice_submitted', minutesAgo: number) => ({
      title: ja.bellDocument(ja.ordering.employeeNotice[kind](r.workerName), `「${r.orderTitle}」／${r.groupTitle}（${r.orderNumber}）`),
      body: `「${r.orderTitle}」／${r.groupTitle}`,
      businessorCode: r.workerCode,
      contractCode: r.contractCode,
      link: (kind === 'invoice_submitted' ? documentPaths.invoice : documentPaths.delivery)(r.workerCode, r.contractCode, r.deliveryCode),
      createdAt: at(minutesAgo),
    });
    for (const employee of employees) {
      await insertNotifications(tx, [
        ...(delivered ? [{ companyId: company.id, employeeId: employee.id, ...waiting(delivered, 'delivery_submitted', 30) }] : []),
        ...(invoiced ? [{ companyId: company.id, employeeId: employee.id, ...waiting(invoiced, 'invoice_submitted', 180) }] : []),
        { companyId: company.id, employeeId: employee.id, title: '年末調整と支払調書作成のスケジュールのお知らせ', body: '支払調書の提出期限は翌年1月31日です。', createdAt: at(60 * 24), readAt: at(60 * 20) },
        { companyId: company.id, employeeId: employee.id, title: 'フリーランス管理へようこそ', body: 'まずはワーカーを招待しましょう。', createdAt: at(60 * 24 * 3), readAt: at(60 * 24 * 2) },
      ]);
    }
  });
  return true;
}
