import { Alert, Button, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AFTER_SAVE } from '../../../components/leave-guard';
import { PageLoader } from '../../../components/page-loader';
import { useContact, useRegisteredContact } from '../api/contact';
import { ContactForm } from '../components/contact-form';
import { profileTabPath } from '../../../lib/profile/paths';

/** /user/profile/contact: permanent and mailing address; saving moves on to extra details. */
export function ContactTab() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const contact = useContact();
  const registered = useRegisteredContact(contact.data === null);
  if (contact.isPending || (contact.data === null && registered.isPending)) return <PageLoader />;
  if (contact.isError)
    return (
      <Alert color="red" data-testid="contact-load-failed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('contact.loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => void contact.refetch()}>
            {t('contact.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <ContactForm
      saved={contact.data}
      registered={registered.data ?? null}
      onSaved={() => navigate(profileTabPath('extra'), { state: AFTER_SAVE })}
    />
  );
}
