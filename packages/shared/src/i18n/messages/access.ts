// Users, roles, modules, blocks and sign-in limits (back-office access; shared's
// access/login-limits.ts holds the limits, so their message lives here too).
import type { MessageCatalogue } from './localized-text';

export const ACCESS_MESSAGES = {
  'loginLimits.saved': {
    en: 'The sign-in limits have been saved.',
    ne: 'लगइन सीमा सुरक्षित भयो।',
  },
  'access.userCreated': {
    en: 'The user has been created.',
    ne: 'प्रयोगकर्ता सिर्जना भयो।',
  },
  'access.usernameChanged': {
    en: 'The username has been changed.',
    ne: 'प्रयोगकर्ता नाम परिवर्तन भयो।',
  },
  'access.userOrganizationSaved': {
    en: "The user's organization has been saved.",
    ne: 'प्रयोगकर्ताको सङ्गठन सुरक्षित भयो।',
  },
  'access.userRolesSaved': {
    en: "The user's roles have been saved.",
    ne: 'प्रयोगकर्ताको भूमिका सुरक्षित भयो।',
  },
  'access.roleSaved': {
    en: 'The role has been saved.',
    ne: 'भूमिका सुरक्षित भयो।',
  },
  'access.moduleSaved': {
    en: 'The module has been saved.',
    ne: 'मोड्युल सुरक्षित भयो।',
  },
  'access.duplicateRoleTitle': {
    en: 'A role with this title already exists.',
    ne: 'यही शीर्षकको भूमिका पहिले नै छ।',
  },
  'access.duplicateModuleTitle': {
    en: 'A module with this title already exists.',
    ne: 'यही शीर्षकको मोड्युल पहिले नै छ।',
  },
  'access.userNotFound': { en: 'User not found', ne: 'प्रयोगकर्ता भेटिएन' },
  'access.userBlocked': {
    en: 'The user has been blocked for the chosen dates.',
    ne: 'छानिएको मितिसम्म प्रयोगकर्तालाई रोक लगाइयो।',
  },
  'access.blockOverlaps': {
    en: 'This user already has a block covering some of these dates. Lift it or choose other dates.',
    ne: 'यी मितिमध्ये केहीमा यो प्रयोगकर्तालाई पहिले नै रोक लगाइएको छ। त्यो रोक हटाउनुहोस् वा अर्को मिति छान्नुहोस्।',
  },
  'access.cannotBlockSelf': {
    en: 'You cannot block your own account.',
    ne: 'तपाईं आफ्नै खातालाई रोक लगाउन सक्नुहुन्न।',
  },
  'access.cannotDropOwnUserManagement': {
    en: 'This change would take user management (UM) away from your own account. Ask another administrator to make it.',
    ne: 'यो परिवर्तनले तपाईंको आफ्नै खाताबाट प्रयोगकर्ता व्यवस्थापन (UM) अधिकार हटाउँछ। अर्को प्रशासकलाई यो परिवर्तन गर्न भन्नुहोस्।',
  },
  'access.blockLifted': {
    en: 'The block has been lifted.',
    ne: 'रोक हटाइयो।',
  },
  'access.passwordReset': {
    en: 'A temporary password has been sent to the user by e-mail.',
    ne: 'प्रयोगकर्तालाई इमेलमार्फत अस्थायी पासवर्ड पठाइयो।',
  },
} as const satisfies MessageCatalogue<'access' | 'loginLimits'>;
