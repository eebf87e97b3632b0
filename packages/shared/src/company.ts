import { z } from 'zod';
import { isValidCorporateNumber, isValidInvoiceRegistrationNumber } from './check-digits';
import { ja } from './messages/ja';
import { singleLineText } from './text';

/** Empty input means "not set" (null). */
const optional = <T extends z.ZodType<string | null, string | null>>(schema: T) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(schema);

/** 基本情報 of the company (GET/PUT /api/companies/basic_information). */
export const basicInformationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  postal_code: z.string().nullable(),
  address: z.string().nullable(),
  representative_name: z.string().nullable(),
  phone: z.string().nullable(),
  corporate_number: z.string().nullable(),
  invoice_registration_number: z.string().nullable(),
});
export type BasicInformation = z.infer<typeof basicInformationSchema>;
export const basicInformationResponseSchema = z.object({ data: z.object({ company: basicInformationSchema }) });
export type BasicInformationResponse = z.infer<typeof basicInformationResponseSchema>;

export const basicInformationFieldsSchema = z.object({
  name: singleLineText(
    z.string({ error: ja.validation.required }).trim().min(1, { error: ja.validation.required }).max(200, { error: ja.validation.tooLong(200) }),
  ),
  postal_code: optional(z.string().regex(/^\d{3}-?\d{4}$/, { error: ja.basicInfo.invalidPostalCode }).nullable()),
  address: optional(singleLineText(z.string().max(300, { error: ja.validation.tooLong(300) }).nullable())),
  representative_name: optional(singleLineText(z.string().max(100, { error: ja.validation.tooLong(100) }).nullable())),
  phone: optional(z.string().regex(/^\+?[\d-]{10,15}$/, { error: ja.basicInfo.invalidPhone }).nullable()),
  corporate_number: optional(
    z
      .string()
      .refine((v) => isValidCorporateNumber(v), { error: ja.basicInfo.invalidCorporateNumber })
      .nullable(),
  ),
  invoice_registration_number: optional(
    z
      .string()
      .refine((v) => isValidInvoiceRegistrationNumber(v, 'corporation'), {
        error: ja.basicInfo.invalidInvoiceNumber,
      })
      .nullable(),
  ),
});
export type BasicInformationInput = z.input<typeof basicInformationFieldsSchema>;
export type BasicInformationFields = z.output<typeof basicInformationFieldsSchema>;

/** PUT body {company:{…}}. */
export const updateBasicInformationBodySchema = z.object({ company: basicInformationFieldsSchema });
