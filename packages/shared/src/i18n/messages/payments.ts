// Fees paid online or by bank voucher.
import type { MessageCatalogue } from './localized-text';

export const PAYMENT_MESSAGES = {
  'payment.completed': {
    en: 'Payment received and verified.',
    ne: 'भुक्तानी प्राप्त भयो र प्रमाणित भयो।',
  },
  'payment.pending': {
    en: 'The payment is being confirmed with the provider. Please check again shortly.',
    ne: 'भुक्तानी प्रदायकसँग पुष्टि हुँदैछ। कृपया केही बेरपछि फेरि हेर्नुहोस्।',
  },
  'voucher.submitted': {
    en: 'Your voucher has been submitted. The commission will verify it; the fee shows as pending until then.',
    ne: 'तपाईंको भौचर पेश भयो। आयोगले प्रमाणित गर्नेछ; त्यतिन्जेल शुल्क "भुक्तानी पुष्टि हुँदै" देखिन्छ।',
  },
  'voucher.approved': {
    en: 'The voucher has been verified and the fee marked paid.',
    ne: 'भौचर प्रमाणित भयो र शुल्क तिरिएको कायम भयो।',
  },
  'voucher.rejected': {
    en: 'The voucher has been rejected; the candidate may upload another.',
    ne: 'भौचर अस्वीकृत भयो; उम्मेदवारले अर्को भौचर पेश गर्न सक्नुहुन्छ।',
  },
  'payment.ebpRenamed': {
    en: 'The payment has a new ebp code; the old one no longer finds it.',
    ne: 'भुक्तानीलाई नयाँ ईबीपी कोड दिइयो; पुरानो कोडले अब यो भेटिँदैन।',
  },
  'voucherLock.locked': { en: 'The voucher has been locked.', ne: 'भौचर लक गरियो।' },
  'voucherLock.unlocked': { en: 'The voucher has been unlocked.', ne: 'भौचर अनलक गरियो।' },
  'payment.refundDue': {
    en: 'The provider collected this payment, but it cannot settle the application (it was paid already, the fee has changed, or the payment came after the deadline). The commission will refund it; quote your payment reference.',
    ne: 'प्रदायकले यो रकम लियो, तर यसले आवेदनको शुल्क बुझाउन सक्दैन (पहिले नै तिरिसकिएको, शुल्क फेरिएको वा म्याद सकिएपछि तिरिएको)। आयोगले रकम फिर्ता गर्नेछ; आफ्नो भुक्तानी सन्दर्भ नम्बर दिनुहोस्।',
  },
  'payment.notPaid': {
    en: 'The provider has no completed payment for this application. If money was debited, give the transaction id from your receipt.',
    ne: 'प्रदायकसँग यो आवेदनको पूरा भएको भुक्तानी छैन। रकम कट्टा भएको भए आफ्नो रसिदको कारोबार नम्बर दिनुहोस्।',
  },
} as const satisfies MessageCatalogue<'payment' | 'voucher' | 'voucherLock'>;
