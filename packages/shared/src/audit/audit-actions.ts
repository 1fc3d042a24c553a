// Every action the audit log records, with what the log's reader is told it was (issue 19: the
// log showed raw codes such as "payment.paid"). The API's `recordAudit` takes only these, so a
// new action cannot reach the log without its words.

export const AUDIT_ACTION_LABELS = {
  'advertisement.create': { en: 'Advertisement created', ne: 'विज्ञापन सिर्जना' },
  'advertisement.publish': { en: 'Advertisement published', ne: 'विज्ञापन प्रकाशन' },
  'advertisement.reject': { en: 'Advertisement rejected', ne: 'विज्ञापन अस्वीकृत' },
  'advertisement.schedule': { en: 'Advertisement scheduled', ne: 'विज्ञापन प्रकाशन तालिका' },
  'advertisement.goLive': { en: 'Advertisement taken live', ne: 'विज्ञापन सञ्चालनमा' },
  'advertisement.changeDates': { en: 'Advertisement dates changed', ne: 'विज्ञापनका मिति परिवर्तन' },
  'ageLimit.create': { en: 'Age limit added', ne: 'उमेर हद थप' },
  'ageLimit.update': { en: 'Age limit changed', ne: 'उमेर हद परिवर्तन' },
  'ageLimit.delete': { en: 'Age limit deleted', ne: 'उमेर हद हटाइयो' },
  'candidate.locks': { en: 'Candidate locks changed', ne: 'उम्मेदवारको लक परिवर्तन' },
  'candidate.onBehalf.read': {
    en: 'Candidate’s details read for them',
    ne: 'उम्मेदवारको तर्फबाट विवरण हेरियो',
  },
  'candidate.onBehalf.save': {
    en: 'Candidate’s details saved for them',
    ne: 'उम्मेदवारको तर्फबाट विवरण सुरक्षित',
  },
  'candidate.onBehalf.delete': {
    en: 'Candidate’s details deleted for them',
    ne: 'उम्मेदवारको तर्फबाट विवरण हटाइयो',
  },
  'distribution.formula.create': { en: 'Phase 3 formula added', ne: 'तेस्रो चरणको सूत्र थप' },
  'distribution.formula.update': { en: 'Phase 3 formula changed', ne: 'तेस्रो चरणको सूत्र परिवर्तन' },
  'distribution.formula.delete': { en: 'Phase 3 formula deleted', ne: 'तेस्रो चरणको सूत्र हटाइयो' },
  'distribution.vacancyFormula.create': {
    en: 'Phase 1 or 2 formula added',
    ne: 'पहिलो वा दोस्रो चरणको सूत्र थप',
  },
  'distribution.vacancyFormula.update': {
    en: 'Phase 1 or 2 formula changed',
    ne: 'पहिलो वा दोस्रो चरणको सूत्र परिवर्तन',
  },
  'distribution.vacancyFormula.delete': {
    en: 'Phase 1 or 2 formula deleted',
    ne: 'पहिलो वा दोस्रो चरणको सूत्र हटाइयो',
  },
  'distribution.table.save': {
    en: 'Phase 3 table changed',
    ne: 'तेस्रो चरणको तालिका परिवर्तन',
  },
  'distribution.limit.update': {
    en: 'Distribution limit set',
    ne: 'वितरण सीमा तोकियो',
  },
  'distribution.number': {
    en: 'Advertisement numbers generated',
    ne: 'विज्ञापन नम्बर निकालियो',
  },
  'distribution.save': { en: 'Distribution saved', ne: 'वितरण सुरक्षित' },
  'distribution.approve': { en: 'Distribution approved', ne: 'वितरण स्वीकृत' },
  'distribution.history.save': {
    en: 'Earlier distribution entered in the history',
    ne: 'पहिलेको वितरण इतिहासमा प्रविष्ट',
  },
  'distribution.history.import': {
    en: 'Distribution history imported',
    ne: 'वितरण इतिहास आयात',
  },
  'distribution.history.delete': {
    en: 'Entered distribution removed from the history',
    ne: 'प्रविष्ट वितरण इतिहासबाट हटाइयो',
  },
  'distribution.reject': { en: 'Distribution returned', ne: 'वितरण फिर्ता' },
  'login-limits.update': { en: 'Sign-in limits changed', ne: 'लगइन सीमा परिवर्तन' },
  'master-config.rollNumberOrder': { en: 'Roll number order changed', ne: 'रोल नम्बर क्रम परिवर्तन' },
  'masterData.create': { en: 'Master record added', ne: 'मास्टर विवरण थप' },
  'masterData.update': { en: 'Master record changed', ne: 'मास्टर विवरण परिवर्तन' },
  'masterData.delete': { en: 'Master record deleted', ne: 'मास्टर विवरण हटाइयो' },
  'masterData.import': { en: 'Master data imported', ne: 'मास्टर विवरण आयात' },
  'module.create': { en: 'Module added', ne: 'मोड्युल थप' },
  'notice.create': { en: 'Notice added', ne: 'सूचना थप' },
  'notice.update': { en: 'Notice changed', ne: 'सूचना परिवर्तन' },
  'notice.delete': { en: 'Notice deleted', ne: 'सूचना हटाइयो' },
  'requisition.file': { en: 'Requisition filed', ne: 'माग फाराम पेस' },
  'requisition.approve': { en: 'Requisition approved', ne: 'माग फाराम स्वीकृत' },
  'requisition.reject': { en: 'Requisition rejected', ne: 'माग फाराम अस्वीकृत' },
  'payment.paid': { en: 'Payment received', ne: 'भुक्तानी प्राप्त' },
  'payment.failed': { en: 'Payment failed', ne: 'भुक्तानी असफल' },
  'payment.refund-due': { en: 'Payment to be refunded', ne: 'भुक्तानी फिर्ता गर्नुपर्ने' },
  'payment.rename-ebp': { en: 'New ebp code given', ne: 'नयाँ ईबीपी कोड' },
  'role.create': { en: 'Role added', ne: 'भूमिका थप' },
  'role.update': { en: 'Role changed', ne: 'भूमिका परिवर्तन' },
  'role.modules': { en: 'Role’s privileges changed', ne: 'भूमिकाका अधिकार परिवर्तन' },
  'roll-numbers.generate': { en: 'Roll numbers given', ne: 'रोल नम्बर तयार' },
  'scrutiny.decide': { en: 'Scrutiny decision', ne: 'रुजु निर्णय' },
  'scrutiny.allocate': { en: 'Forms allocated', ne: 'फारम बाँडफाँड' },
  'scrutiny.reallocate': { en: 'Forms reallocated', ne: 'फारम पुनः बाँडफाँड' },
  'scrutiny.finalise': { en: 'Scrutiny finalised', ne: 'रुजु टुङ्गो' },
  'scrutiny.holdExpired': { en: 'Hold expired unfixed', ne: 'रोक्का म्याद नाघ्यो' },
  'user.create': { en: 'User added', ne: 'प्रयोगकर्ता थप' },
  'user.organization': { en: 'User’s organization changed', ne: 'प्रयोगकर्ताको सङ्गठन परिवर्तन' },
  'user.username': { en: 'Username changed', ne: 'प्रयोगकर्ता नाम परिवर्तन' },
  'user.roles': { en: 'User’s roles changed', ne: 'प्रयोगकर्ताको भूमिका परिवर्तन' },
  'user.block': { en: 'User blocked', ne: 'प्रयोगकर्ता रोक्का' },
  'user.unblock': { en: 'User’s block lifted', ne: 'प्रयोगकर्ताको रोक हटाइयो' },
  'user.passwordReset': { en: 'Password reset', ne: 'पासवर्ड रिसेट' },
  'voucher.submit': { en: 'Voucher submitted', ne: 'भौचर पेश' },
  'voucher.replace': { en: 'Voucher replaced', ne: 'भौचर बदलियो' },
  'voucher.approve': { en: 'Voucher approved', ne: 'भौचर स्वीकृत' },
  'voucher.reject': { en: 'Voucher rejected', ne: 'भौचर अस्वीकृत' },
  'voucher.lock': { en: 'Voucher locked', ne: 'भौचर लक' },
  'voucher.unlock': { en: 'Voucher unlocked', ne: 'भौचर अनलक' },
} as const satisfies Record<string, { en: string; ne: string }>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** What an action recorded in the log is called; a code from an older build reads as itself. */
export function auditActionLabel(action: string, lang: 'en' | 'ne'): string | null {
  return (
    (AUDIT_ACTION_LABELS as Record<string, { en: string; ne: string }>)[action]?.[lang] ?? null
  );
}
