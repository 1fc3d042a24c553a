// An advertisement's life (back-office.md §4): pending → pre-live by publishing (now, or at a
// scheduled moment) → live by going live; pending and pre-live ones can be rejected; a live one
// closes after its deadlines.
import type { LocalizedText } from '../i18n/messages';

export const ADVERTISEMENT_STATUSES = [
  'pending',
  'pre_live',
  'live',
  'closed',
  'rejected',
] as const;
export type AdvertisementStatus = (typeof ADVERTISEMENT_STATUSES)[number];

export const ADVERTISEMENT_STATUS_LABELS: Record<AdvertisementStatus, LocalizedText> = {
  pending: { en: 'Pending', ne: 'विचाराधीन' },
  pre_live: { en: 'Pre-live', ne: 'प्रकाशन पूर्व' },
  live: { en: 'Live', ne: 'सञ्चालनमा' },
  closed: { en: 'Closed', ne: 'बन्द' },
  rejected: { en: 'Rejected', ne: 'अस्वीकृत' },
};

export const ADVERTISEMENT_ACTIONS = [
  'create',
  'publish',
  'schedule',
  'go_live',
  'reject',
  'change_dates',
  'close',
] as const;
export type AdvertisementAction = (typeof ADVERTISEMENT_ACTIONS)[number];

export const ADVERTISEMENT_ACTION_LABELS: Record<AdvertisementAction, LocalizedText> = {
  create: { en: 'Created', ne: 'सिर्जना गरियो' },
  publish: { en: 'Published', ne: 'प्रकाशित गरियो' },
  schedule: { en: 'Publish scheduled', ne: 'प्रकाशन तालिका तय गरियो' },
  go_live: { en: 'Went live', ne: 'सञ्चालनमा ल्याइयो' },
  reject: { en: 'Rejected', ne: 'अस्वीकृत गरियो' },
  change_dates: { en: 'Dates changed', ne: 'मिति परिवर्तन गरियो' },
  close: { en: 'Closed', ne: 'बन्द गरियो' },
};
