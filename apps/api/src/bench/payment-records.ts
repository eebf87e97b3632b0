/**
 * Bench (issue #22): 1,000 支払調書 PDFs rendered and zipped as the bulk download job does (payee copies, fflate
 * stored), target ≤ 20 s on the bench machine. Pure rendering: no database, so the number is the job's own work.
 */
import { performance } from 'node:perf_hooks';
import { recordFileName, zipRecords } from '../modules/compliance/payment-records/payment-record-downloads';
import { renderPaymentRecord } from '../modules/compliance/payment-records/payment-record-pdf';
import type { RecordDocument } from '../modules/compliance/payment-records/payment-records.service';

export const PAYMENT_RECORD_BENCH_COUNT = 1_000;
export const PAYMENT_RECORD_BENCH_BUDGET_SECONDS = 20;

function record(i: number): RecordDocument {
  const fee = 60_000 + i * 1_000;
  return {
    year: 2025,
    category: 'デザイン料',
    detail: 'Webデザイン',
    payment_amount: fee,
    unpaid_amount: i % 10 === 0 ? 40_000 : 0,
    withholding: Math.floor((fee * 1021) / 10_000),
    unwithheld_amount: 0,
    tax_amount: Math.floor(fee / 10),
    remarks: `消費税等 ¥${Math.floor(fee / 10).toLocaleString('ja-JP')}`,
    payee: { code: `w${i}`, name: `ワーカー ${i}号`, file_name: `ワーカー ${i}号`, entity_type: 'individual', address: '〒150-0002 東京都渋谷区渋谷2-21-1', corporate_number: '' },
    payer: { name: 'ベンチ株式会社', address: '〒100-0005 東京都千代田区丸の内1-1-1', phone: '03-1234-5678', corporate_number: '1234567890123' },
    contract: null,
  };
}

export async function benchPaymentRecordZip(count = PAYMENT_RECORD_BENCH_COUNT): Promise<{ ok: boolean; seconds: number; bytes: number }> {
  const start = performance.now();
  const files: { fileName: string; bytes: Uint8Array }[] = [];
  for (let i = 0; i < count; i += 1) {
    const doc = record(i);
    files.push({ fileName: recordFileName(doc), bytes: await renderPaymentRecord(doc, 'payee', null) });
  }
  const zip = zipRecords(2025, 'businessors', files);
  const seconds = (performance.now() - start) / 1000;
  console.log(`支払調書 PDF ${count.toLocaleString('ja-JP')} 件を zip に: ${seconds.toFixed(1)} 秒（${(zip.bytes.length / 1024 / 1024).toFixed(1)} MB、目標 ${PAYMENT_RECORD_BENCH_BUDGET_SECONDS} 秒以内）`);
  return { ok: seconds <= PAYMENT_RECORD_BENCH_BUDGET_SECONDS, seconds, bytes: zip.bytes.length };
}
