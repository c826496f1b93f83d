import type { DepositChannelCode } from '@platform/shared/contract';
import type { ContentLanguage } from '../../http/request-context';

/** What the sandbox checkout says, in both languages of the site. */
export interface CheckoutText {
  banner: string;
  title: string;
  merchant: string;
  amount: string;
  channel: string;
  reference: string;
  orderNo: string;
  expires: string;
  pay: string;
  fail: string;
  cancel: string;
  hint: string;
  otherLanguage: string;
  invalid: string;
  expired: string;
  unreachable: string;
  retry: string;
  back: string;
  channels: Record<DepositChannelCode, string>;
}

export const CHECKOUT_TEXT: Record<ContentLanguage, CheckoutText> = {
  TY: {
    banner: 'SANDBOX – walang totoong pera',
    title: 'Bayaran ang deposit',
    merchant: 'Babayaran',
    amount: 'Halaga',
    channel: 'Paraan ng bayad',
    reference: 'Reference',
    orderNo: 'Numero ng order',
    expires: 'Bayaran bago mag',
    pay: 'Magbayad',
    fail: 'Gawing palpak ang bayad',
    cancel: 'Kanselahin',
    hint: 'Pagsubok na checkout ito: walang perang gagalaw. Piliin kung paano matatapos ang bayad.',
    otherLanguage: 'English',
    invalid: 'Hindi wasto ang link ng bayad na ito.',
    expired: 'Tapos na ang oras ng order na ito.',
    unreachable: 'Hindi namin maabot ang merchant ngayon. Subukan ulit.',
    retry: 'Subukan ulit',
    back: 'Bumalik sa site',
    channels: { GCASH: 'GCash', MAYA: 'Maya', BANK_TRANSFER: 'Bank transfer', ONLINE_BANKING: 'Online banking' },
  },
  EN: {
    banner: 'SANDBOX – no real money',
    title: 'Pay the deposit',
    merchant: 'Pay to',
    amount: 'Amount',
    channel: 'Payment channel',
    reference: 'Reference',
    orderNo: 'Order number',
    expires: 'Pay before',
    pay: 'Pay',
    fail: 'Fail the payment',
    cancel: 'Cancel',
    hint: 'This is a test checkout: no money moves. Choose how the payment ends.',
    otherLanguage: 'Tagalog',
    invalid: 'This payment link is not valid.',
    expired: "This order's time is up.",
    unreachable: 'We cannot reach the merchant right now. Try again.',
    retry: 'Try again',
    back: 'Back to the site',
    channels: { GCASH: 'GCash', MAYA: 'Maya', BANK_TRANSFER: 'Bank transfer', ONLINE_BANKING: 'Online banking' },
  },
};
