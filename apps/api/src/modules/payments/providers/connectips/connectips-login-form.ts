import type { KeyLike } from 'node:crypto';
import { todayIso } from '@niyukti/shared';
import type { PaymentOrder } from '../payment-provider';
import {
  buildConnectIpsLoginMessage,
  signConnectIpsToken,
  type ConnectIpsLoginFields,
} from './connectips-token';

// The form the payer's browser posts to connectIPS's login page, built from one of our orders.
// Field limits from doc.connectips.com, connectIPS Gateway §3.2: TXNID and REFERENCEID 20,
// APPNAME 30, REMARKS 50, PARTICULARS 100 (TOKEN 512); TXNDATE is DD-MM-YYYY, TXNAMT paisa.

export const CONNECTIPS_LIMITS = {
  APPID: 20,
  APPNAME: 30,
  TXNID: 20,
  REMARKS: 50,
  PARTICULARS: 100,
} as const;

/** Our order ids (20 upper-case letters and digits) fit TXNID as they are. */
export const CONNECTIPS_TXNID = /^[A-Za-z0-9]{1,20}$/;

export interface ConnectIpsCreditor {
  merchantId: string;
  appId: string;
  appName: string;
}

/** DD-MM-YYYY of the day it is in Nepal (UTC+05:45) at that instant: the date NCHL books. */
export function connectIpsTxnDate(at: Date): string {
  const [year, month, day] = todayIso(at).split('-');
  return `${day}-${month}-${year}`;
}

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The text cut to at most `maxBytes` UTF-8 bytes, at a grapheme boundary so a Devanagari
 * conjunct or a surrogate pair is never split. The guide says "length 50" without a unit; bytes
 * are never fewer than characters, so this fits either reading (a byte-sized database column
 * would reject 50 Devanagari characters, which are 150 bytes).
 */
export function fitConnectIpsText(text: string, maxBytes: number): string {
  // Control characters (a newline from a pasted post name) have no place in a signed field.
  const clean = text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (utf8Length(clean) <= maxBytes) return clean;
  let fitted = '';
  for (const { segment } of new Intl.Segmenter('ne', { granularity: 'grapheme' }).segment(clean)) {
    if (utf8Length(fitted + segment) > maxBytes) break;
    fitted += segment;
  }
  return fitted.trimEnd();
}

function requireOrderFits(order: PaymentOrder): void {
  if (!CONNECTIPS_TXNID.test(order.orderId)) {
    throw new RangeError(`a connectIPS TXNID is 1 to 20 letters and digits: ${order.orderId}`);
  }
  if (!Number.isSafeInteger(order.amountPaisa) || order.amountPaisa <= 0) {
    throw new RangeError(`a connectIPS amount is a whole number of paisa above zero`);
  }
  if (fitConnectIpsText(order.productName, CONNECTIPS_LIMITS.REMARKS) === '') {
    throw new RangeError('connectIPS requires REMARKS: the product name is empty');
  }
}

/** The login form's fields in connectIPS's order, TOKEN last. */
export function buildConnectIpsLoginFields(
  order: PaymentOrder,
  creditor: ConnectIpsCreditor,
  privateKey: KeyLike,
): Record<string, string> {
  requireOrderFits(order);
  const fields: ConnectIpsLoginFields = {
    MERCHANTID: creditor.merchantId,
    APPID: creditor.appId,
    APPNAME: creditor.appName,
    TXNID: order.orderId,
    TXNDATE: connectIpsTxnDate(order.createdAt ?? new Date()),
    TXNCRNCY: 'NPR',
    TXNAMT: String(order.amountPaisa),
    // One id for both: validatetxn looks the payment up by TXNID, and REFERENCEID is only
    // "extra transaction information" that NCHL hands back in its reports.
    REFERENCEID: order.orderId,
    REMARKS: fitConnectIpsText(order.productName, CONNECTIPS_LIMITS.REMARKS),
    PARTICULARS: fitConnectIpsText(order.productName, CONNECTIPS_LIMITS.PARTICULARS),
  };
  return { ...fields, TOKEN: signConnectIpsToken(buildConnectIpsLoginMessage(fields), privateKey) };
}
