import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../lib/format';

/**
 * The bar of a multipart save, with its words: `<keys>.uploading` (the bar's name),
 * `<keys>.uploadingPercent` while the bytes go out, `<keys>.checking` once the server has them.
 */
export function UploadProgress(props: {
  progress: number;
  /** Namespace and key prefix of the three texts, e.g. `profile:records`. */
  ns: string;
  keys: string;
  testId: string;
}) {
  const { t } = useTranslation(props.ns);
  const format = useFormat();
  return (
    <Stack gap={2}>
      <Progress
        value={props.progress}
        animated
        aria-label={t(`${props.keys}.uploading`)}
        data-testid={props.testId}
      />
      <Text size="xs" c="dimmed">
        {props.progress < 100
          ? t(`${props.keys}.uploadingPercent`, { percent: format.digits(props.progress) })
          : t(`${props.keys}.checking`)}
      </Text>
    </Stack>
  );
}
