import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, setLanguage } from '../lib/i18n';

/** नेपाली / English; each label is written in its own language so everyone can find theirs. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const value = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={value}
      onChange={(next) => {
        if (isLanguage(next)) void setLanguage(next);
      }}
      data={[
        { value: 'ne', label: <span lang="ne">नेपाली</span> },
        { value: 'en', label: <span lang="en">English</span> },
      ]}
    />
  );
}
