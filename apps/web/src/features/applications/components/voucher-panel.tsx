import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  VOUCHER_PAYMENT_METHOD_NAMES,
  type TApplication,
  type TVoucher,
  type VoucherStatus,
} from '@niyukti/shared';
import { LabelledValue } from '../../../components/labelled-value';
import { useFormat } from '../../../lib/format';
import { useVoucher, useVoucherImage } from '../api/voucher';
import { BlobImage } from '../../../components/blob-image';
import { VoucherFormModal } from './voucher-form';
import { BsAdDate } from '../../../components/bs-ad-date';
import { WrittenText } from '../../../components/written-text';

const STATUS_COLOR: Record<VoucherStatus, string> = {
  submitted: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

const THUMBNAIL_HEIGHT = 160;

/** The application takes a voucher today: the server's own test (unpaid or pending, in its window). */
const inPayWindow = (application: TApplication) =>
  application.paymentStatus !== 'paid' && application.paymentWindow === 'payable';

/** What the candidate may do with the voucher shown: replace it, follow it with another, or nothing. */
function nextStep(application: TApplication, voucher: TVoucher): 'replace' | 'again' | null {
  if (!inPayWindow(application)) return null;
  if (voucher.status === 'submitted' && !voucher.locked) return 'replace';
  // After a rejection the fee is unpaid again; pending then means an online payment is on its way.
  if (voucher.status === 'rejected' && application.paymentStatus === 'unpaid') return 'again';
  return null;
}

/** "Pay by bank voucher": beside the online buttons, it opens the voucher form. */
export function PayByVoucher({ application }: { application: TApplication }) {
  const { t } = useTranslation('applications');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpened(true)}
        data-testid={`pay-voucher-${application.id}`}
      >
        {t('voucher.pay')}
      </Button>
      <VoucherFormModal
        opened={opened}
        onClose={() => setOpened(false)}
        application={application}
      />
    </>
  );
}

/** The card's one line while the fee waits on a bank voucher, not on an online provider. */
export function VoucherPendingHint({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('applications');
  return (
    <Text size="sm" c="dimmed" data-testid={`voucher-pending-hint-${applicationId}`}>
      {t('voucher.pendingHint')}
    </Text>
  );
}

/** The stored image, small: enough to recognise the slip that was sent. */
function VoucherThumbnail({ voucher }: { voucher: TVoucher }) {
  const { t } = useTranslation('applications');
  const image = useVoucherImage(voucher);
  if (image.isPending) return <Skeleton h={THUMBNAIL_HEIGHT} radius="sm" />;
  if (image.isError)
    return (
      <Center h={THUMBNAIL_HEIGHT} bg="gray.0">
        <Text size="sm" c="dimmed">
          {t('voucher.imageUnavailable')}
        </Text>
      </Center>
    );
  return (
    <BlobImage
      blob={image.data}
      alt={t('voucher.imageAlt')}
      height={THUMBNAIL_HEIGHT}
      testId={`voucher-image-${voucher.applicationId}`}
    />
  );
}

function VoucherFacts({ voucher }: { voucher: TVoucher }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  const day = (value: string) => <BsAdDate value={value} />;
  return (
    <SimpleGrid cols={2} spacing="sm">
      <LabelledValue label={t('voucher.bank')}>
        {format.lang === 'ne' ? voucher.bankNe : voucher.bankEn}
      </LabelledValue>
      <LabelledValue label={t('voucher.number')}>
        <span data-testid={`voucher-number-${voucher.applicationId}`} translate="no">
          {voucher.voucherNumber}
        </span>
      </LabelledValue>
      <LabelledValue label={t('voucher.method')}>
        {VOUCHER_PAYMENT_METHOD_NAMES[voucher.paymentMethod][format.lang]}
      </LabelledValue>
      <LabelledValue label={t('voucher.amount')}>{format.money(voucher.amountPaisa)}</LabelledValue>
      <LabelledValue label={t('voucher.uploadedOn')}>{day(voucher.uploadedAt)}</LabelledValue>
      {voucher.decidedAt && voucher.status !== 'submitted' && (
        <LabelledValue label={t('voucher.decidedOn')}>{day(voucher.decidedAt)}</LabelledValue>
      )}
    </SimpleGrid>
  );
}

/** One voucher's state: what the commission made of it, what was sent, and what may follow. */
export function VoucherStatusCard(props: { application: TApplication; voucher: TVoucher }) {
  const { application, voucher } = props;
  const { t } = useTranslation('applications');
  const [formOpened, setFormOpened] = useState(false);
  const step = nextStep(application, voucher);
  const id = application.id;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid={`voucher-status-${id}`}
      data-status={voucher.status}
    >
      <Stack gap="sm">
        <Badge color={STATUS_COLOR[voucher.status]} variant="light">
          {t(`voucher.status.${voucher.status}`)}
        </Badge>
        <Text size="sm">{t(`voucher.explain.${voucher.status}`)}</Text>
        {voucher.status === 'submitted' && (voucher.locked || step === 'replace') && (
          <Text size="sm" c="dimmed">
            {t(voucher.locked ? 'voucher.lockedHint' : 'voucher.replaceHint')}
          </Text>
        )}
        {step === 'again' && (
          <Text size="sm" c="dimmed">
            {t('voucher.againHint')}
          </Text>
        )}
        {voucher.status === 'rejected' && voucher.remarks && (
          <Alert
            color="red"
            variant="light"
            title={t('voucher.remarks')}
            data-testid={`voucher-remarks-${id}`}
          >
            <WrittenText>{voucher.remarks}</WrittenText>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <VoucherThumbnail voucher={voucher} />
          <VoucherFacts voucher={voucher} />
        </SimpleGrid>
        {step && (
          <Button
            variant={step === 'again' ? 'filled' : 'light'}
            onClick={() => setFormOpened(true)}
            style={{ alignSelf: 'flex-start' }}
            data-testid={step === 'again' ? `voucher-upload-again-${id}` : `voucher-replace-${id}`}
          >
            {t(step === 'again' ? 'voucher.uploadAgain' : 'voucher.replace')}
          </Button>
        )}
      </Stack>
      <VoucherFormModal
        opened={formOpened}
        onClose={() => setFormOpened(false)}
        application={application}
        voucher={voucher}
      />
    </Paper>
  );
}

/** The detail page's bank voucher section; nothing while the application has had none. */
export function VoucherPanel({ application }: { application: TApplication }) {
  const { t } = useTranslation('applications');
  const voucher = useVoucher(application.id);
  if (voucher.isPending || voucher.data === null) return null;
  return (
    <Stack gap="sm">
      <Title order={3}>{t('voucher.title')}</Title>
      {voucher.isError ? (
        <Text size="sm" c="dimmed" data-testid={`voucher-unavailable-${application.id}`}>
          {t('voucher.unavailable')}
        </Text>
      ) : (
        <VoucherStatusCard application={application} voucher={voucher.data} />
      )}
    </Stack>
  );
}
