import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AddressKind, TAddressView, TContactDetailsView } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useContact } from '../api/contact';
import { MasterName } from './preview-master-name';
import {
  NotGiven,
  PreviewField,
  PreviewFields,
  PreviewQuery,
  PreviewSection,
  PreviewSubheading,
} from './preview-section';

/** One address with its places named: each list read under its parent, as the form reads it. */
function AddressFacts({ address, kind }: { address: TAddressView; kind: AddressKind }) {
  const { t } = useTranslation(['profile', 'master-data']);
  const format = useFormat();
  const digits = (value: string | null) => (value === null ? null : format.digits(value));
  return (
    <PreviewFields>
      <PreviewField label={t('master-data:address.province')} testId={`preview-${kind}-province`}>
        <MasterName list="provinces" id={address.provinceId} />
      </PreviewField>
      <PreviewField label={t('master-data:address.district')} testId={`preview-${kind}-district`}>
        <MasterName list="districts" id={address.districtId} parentId={address.provinceId} />
      </PreviewField>
      <PreviewField
        label={t('master-data:address.localBody')}
        testId={`preview-${kind}-local-body`}
      >
        <MasterName list="local-bodies" id={address.localBodyId} parentId={address.districtId} />
      </PreviewField>
      <PreviewField label={t('master-data:address.ward')} testId={`preview-${kind}-ward`}>
        {format.digits(address.wardNo)}
      </PreviewField>
      <PreviewField label={t('contact.tole')}>{address.tole}</PreviewField>
      <PreviewField label={t('contact.marga')}>{address.marga}</PreviewField>
      <PreviewField label={t('contact.gharNo')}>{digits(address.gharNo)}</PreviewField>
      <PreviewField label={t('contact.phoneNo')}>{digits(address.phoneNo)}</PreviewField>
      <PreviewField label={t('contact.mobileNo')} testId={`preview-${kind}-mobile`}>
        {format.digits(address.mobileNo)}
      </PreviewField>
      <PreviewField label={t('contact.email')}>{address.email}</PreviewField>
    </PreviewFields>
  );
}

function ContactFacts({ contact }: { contact: TContactDetailsView }) {
  const { t } = useTranslation('profile');
  return (
    <>
      <Stack gap="xs" data-print-section>
        <PreviewSubheading>{t('contact.permanent')}</PreviewSubheading>
        <AddressFacts address={contact.permanent} kind="permanent" />
      </Stack>
      <Stack gap="xs" data-print-section>
        <PreviewSubheading>{t('contact.mailing')}</PreviewSubheading>
        {contact.mailingSameAsPermanent ? (
          <Text size="sm" data-testid="preview-mailing-same">
            {t('preview.contact.sameAsPermanent')}
          </Text>
        ) : (
          <AddressFacts address={contact.mailing} kind="mailing" />
        )}
      </Stack>
    </>
  );
}

export function PreviewContact() {
  const { t } = useTranslation('profile');
  const contact = useContact();
  return (
    <PreviewSection title={t('tabs.contact')} tab="contact" testId="contact">
      <PreviewQuery query={contact}>
        {(saved) => (saved ? <ContactFacts contact={saved} /> : <NotGiven />)}
      </PreviewQuery>
    </PreviewSection>
  );
}
