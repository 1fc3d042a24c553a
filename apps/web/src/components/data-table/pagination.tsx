import { useId, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { toLatinDigits } from '@niyukti/shared';
import { computePageItems, parsePageInput, type PageItem, type TableVariant } from './page-groups';
import { useTableNumbers } from './use-table-numbers';

export interface PaginationProps {
  variant: TableVariant;
  /** 1-based */
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizes: number[];
  totalRows: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export function Pagination(props: PaginationProps) {
  const { t } = useTranslation('table');
  return (
    <Group component="nav" aria-label={t('pagination')} justify="space-between" gap="sm" py="xs">
      <PageSizeSentence {...props} />
      <Group gap={4}>
        <PageButtons {...props} />
        <PageInput {...props} />
      </Group>
    </Group>
  );
}

/** 'Showing [size] rows out of M results': the select sits inside the translated sentence. */
function PageSizeSentence({ pageSize, pageSizes, totalRows, onPageSizeChange }: PaginationProps) {
  const { t } = useTranslation('table');
  const { digits, count } = useTableNumbers();
  const sizeSelect = (
    <NativeSelect
      size="xs"
      display="inline-block"
      mx={6}
      aria-label={t('rowsPerPage')}
      value={String(pageSize)}
      data={pageSizes.map((size) => ({ value: String(size), label: digits(size) }))}
      onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
    />
  );
  return (
    <Text component="div" size="sm">
      <Trans
        t={t}
        i18nKey="showing"
        values={{ total: count(totalRows) }}
        components={{ size: sizeSelect }}
      />
    </Text>
  );
}

function PageButtons({ variant, page, pageCount, onPageChange }: PaginationProps) {
  const { t } = useTranslation('table');
  const items = computePageItems({ currentPage: page, pageCount, variant });
  return (
    <>
      <ActionIcon
        variant="default"
        aria-label={t('previousPage')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <span aria-hidden="true">‹</span>
      </ActionIcon>
      {items.map((item) => (
        <PageItemButton key={itemKey(item)} item={item} onPageChange={onPageChange} />
      ))}
      <ActionIcon
        variant="default"
        aria-label={t('nextPage')}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        <span aria-hidden="true">›</span>
      </ActionIcon>
    </>
  );
}

function PageItemButton({
  item,
  onPageChange,
}: {
  item: PageItem;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('table');
  const { digits } = useTableNumbers();
  if (item.kind === 'jump') {
    const label = item.direction === 'back' ? 'jumpBack' : 'jumpForward';
    return (
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={t(label, { page: digits(item.target) })}
        onClick={() => onPageChange(item.target)}
      >
        …
      </Button>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant={item.current ? 'filled' : 'default'}
      aria-label={t('goToPage', { page: digits(item.page) })}
      aria-current={item.current ? 'page' : undefined}
      onClick={() => onPageChange(item.page)}
    >
      {digits(item.page)}
    </Button>
  );
}

/** Typed page number, applied on Enter or blur; numbers outside 1…pageCount are ignored. */
function PageInput({ page, pageCount, onPageChange }: PaginationProps) {
  const { t } = useTranslation('table');
  const { digits } = useTableNumbers();
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (): void => {
    const target = draft === null ? null : parsePageInput(draft, pageCount);
    if (target !== null && target !== page) onPageChange(target);
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter') commit();
  };

  return (
    <Group gap={4} ml="sm">
      <Text component="label" htmlFor={inputId} size="sm">
        {t('page')}
      </Text>
      <TextInput
        id={inputId}
        size="xs"
        w={64}
        inputMode="numeric"
        autoComplete="off"
        value={digits(draft ?? String(page))}
        onChange={(event) => setDraft(toLatinDigits(event.currentTarget.value).replace(/\D/g, ''))}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
      <Text size="sm">{t('pageCount', { pages: digits(pageCount) })}</Text>
    </Group>
  );
}

function itemKey(item: PageItem): string {
  return item.kind === 'page' ? `page-${item.page}` : `jump-${item.direction}`;
}
