import { Button, Group, Modal, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { TAdvertisementView } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useGoLive } from '../api/advertisements';
import { IssuedCode } from '../../../components/issued-code';

export interface GoLiveConfirmProps {
  advertisement: TAdvertisementView | null;
  onClose(): void;
}

/** Going live opens the advertisement to candidates: asked once more (RNG). */
export function GoLiveConfirm({ advertisement, onClose }: GoLiveConfirmProps) {
  const { t } = useTranslation('advertisements');
  const format = useFormat();
  const goLive = useGoLive();
  const confirm = () => {
    if (!advertisement) return;
    // Refused (another officer was quicker): the client has toasted why; the dialog closes.
    goLive.mutate(advertisement.id, { onSettled: onClose });
  };
  return (
    <Modal opened={advertisement !== null} onClose={onClose} title={t('goLive.title')} centered>
      {advertisement && (
        <Text>
          <Trans
            t={t}
            i18nKey="goLive.confirm"
            values={{
              code: advertisement.code,
              number: format.digits(advertisement.advertisementNumber),
            }}
            components={{ code: <IssuedCode /> }}
          />
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={goLive.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button
          color="green"
          onClick={confirm}
          loading={goLive.isPending}
          data-testid="go-live-confirm"
        >
          {t('goLive.submit')}
        </Button>
      </Group>
    </Modal>
  );
}
