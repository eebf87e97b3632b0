import { z } from 'zod';
import { workerOccupations } from './workers';

export const familyRelationships = ['husband', 'wife', 'father', 'mother', 'child'] as const;
export type FamilyRelationship = (typeof familyRelationships)[number];
export const bankAccountTypes = ['normal', 'current', 'savings'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
export const genders = ['male', 'female', 'other', 'unanswered'] as const;

/** A worker's bank account as both sides answer it (names from the 全銀 master, holder in 全銀 half-width kana). */
export const bankAccountWireSchema = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  branch_code: z.string(),
  branch_name: z.string(),
  account_type: z.enum(bankAccountTypes),
  account_number: z.string(),
  account_holder_kana: z.string(),
});

/** GET /api/workers/{code}/personal: data.personal (what the worker entered) and data.detail (whose it is). */
export const workerPersonalResponseSchema = z.object({
  data: z.object({
    personal: z
      .object({
        postal_code: z.string().nullable(),
        prefecture_id: z.number().int().nullable(),
        prefecture_name: z.string().nullable(),
        address: z.string().nullable(),
        building: z.string().nullable(),
        phone: z.string().nullable(),
        birthday: z.string().nullable(),
        gender: z.enum(genders).nullable(),
        /** 個人 / 法人, with the 法人番号 of a corporation */
        entity_type: z.enum(['individual', 'corporation']).nullable(),
        corporate_number: z.string().nullable(),
        occupation: z.enum(workerOccupations).nullable(),
        /** インボイス: null = not answered yet */
        invoice_status: z.enum(['registered', 'not_registered']).nullable(),
        invoice_registration_number: z.string().nullable(),
        updated_at: z.string(),
        family_members: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            name_kana: z.string(),
            relationship: z.enum(familyRelationships),
            birthday: z.string().nullable(),
            is_dependent: z.boolean(),
          }),
        ),
        /** the number masked to the last four digits ('***4567'): the full number never leaves the server here */
        bank_account: bankAccountWireSchema.nullable(),
      })
      .nullable(),
    detail: z.object({ code: z.string(), full_name: z.string(), trade_name: z.string().nullable() }),
  }),
});
export type WorkerPersonalResponseWire = z.infer<typeof workerPersonalResponseSchema>;

/** The 47 prefectures, ids 1–47 (JIS X 0401, SPEC §3). */
export const prefectures = [
  '北海道', '青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県', '茨城県', '栃木県', '群馬県', '埼玉県', '千葉県',
  '東京都', '神奈川県', '新潟県', '富山県', '石川県', '福井県', '山梨県', '長野県', '岐阜県', '静岡県', '愛知県', '三重県',
  '滋賀県', '京都府', '大阪府', '兵庫県', '奈良県', '和歌山県', '鳥取県', '島根県', '岡山県', '広島県', '山口県', '徳島県',
  '香川県', '愛媛県', '高知県', '福岡県', '佐賀県', '長崎県', '熊本県', '大分県', '宮崎県', '鹿児島県', '沖縄県',
] as const;

export function prefectureName(id: number | null | undefined): string | null {
  return id != null && id >= 1 && id <= 47 ? prefectures[id - 1]! : null;
}

/** 都道府県・市区町村以下・建物 as one line (empty when none is set), as documents print an address. */
export function addressLine(p: { prefectureId: number | null | undefined; address: string | null | undefined; building: string | null | undefined }): string {
  return [prefectureName(p.prefectureId), p.address, p.building].filter(Boolean).join('');
}

/** 「〒100-0005 東京都千代田区…」: the line with its postal code in front (empty when the line is). */
export function withPostalCode(postalCode: string | null | undefined, line: string): string {
  return line && postalCode ? `〒${postalCode} ${line}` : line;
}

/** '1234567' → '***4567': the company side sees which account, not its number (the 全銀 file reads the database). */
export function maskAccountNumber(accountNumber: string): string {
  return `***${accountNumber.slice(-4)}`;
}
