import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Button,
  FileInput,
  Group,
  Modal,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CardList, RecordCard } from '../../../components/data-table';
import { IssuedCode } from '../../../components/issued-code';
import { isApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { usePhoneWidth } from '../../../lib/phone-width';
import {
  useDownloadImportTemplate,
  useImportHistory,
  type ImportRowProblem,
} from '../api/import-history';

/**
 * The file's own columns (as the template names them, and the server names a problem's column),
 * with the form's name for each; `rows` is the seats of a line as a whole (their sum).
 */
const COLUMN_LABELS: Record<string, string> = {
  fiscal_year: 'form.fiscalYear',
  post_id: 'form.postId',
  office_id: 'form.demandOfficeId',
  publish_date_bs: 'form.publishDateBs',
  chalani_number: 'form.chalaniNumber',
  chalani_date_bs: 'form.chalaniDateBs',
  total_vacancy: 'form.totalVacancy',
  local_body_id: 'form.localBodyId',
};

/** A problem's column as the file writes it (so it is found there), with the form's name. */
function ColumnName({ column }: { column: string }) {
  const { t } = useTranslation('distribution-history');
  if (column === 'rows') return <>{t('rows.label')}</>;
  const label = Object.hasOwn(COLUMN_LABELS, column) ? COLUMN_LABELS[column] : undefined;
  return (
    <>
      <IssuedCode>{column}</IssuedCode>
      {label && ` (${t(label)})`}
    </>
  );
}

/** The refused rows of an import, when the server listed them. */
function rowProblemsOf(error: unknown): ImportRowProblem[] {
  if (!isApiError(error)) return [];
  const rows = (error.data as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as ImportRowProblem[]) : [];
}

interface ShownProblem {
  key: string;
  row: string;
  field: ReactNode;
  reason: string;
}

/** A refused row on a phone: its line, column and reason as label/value pairs. */
function ProblemCard({ problem }: { problem: ShownProblem }) {
  const { t } = useTranslation('distribution-history');
  const titleId = useId();
  return (
    <RecordCard
      titleId={titleId}
      fields={[
        { key: 'row', label: t('import.row'), value: problem.row },
        { key: 'field', label: t('import.field'), value: problem.field },
        { key: 'reason', label: t('import.reason'), value: problem.reason },
      ]}
    />
  );
}

/** Every problem of a refused file, so the officer can mend it and try again. */
function Problems({ problems }: { problems: ShownProblem[] }) {
  const { t } = useTranslation('distribution-history');
  const format = useFormat();
  const phone = usePhoneWidth();
  const label = t('import.problems', { shown: format.number(problems.length) });
  return (
    <Stack gap="xs" data-testid="history-import-problems">
      <Text fw={600} c="red.9" role="alert">
        {label}
      </Text>
      {phone ? (
        <Box mah={300} style={{ overflowY: 'auto' }}>
          <CardList label={label}>
            {problems.map((problem) => (
              <ProblemCard key={problem.key} problem={problem} />
            ))}
          </CardList>
        </Box>
      ) : (
        <Table.ScrollContainer
          minWidth={360}
          mah={300}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={label}
        >
          <Table striped withTableBorder aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('import.row')}</Table.Th>
                <Table.Th>{t('import.field')}</Table.Th>
                <Table.Th>{t('import.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {problems.map((problem) => (
                <Table.Tr key={problem.key}>
                  <Table.Td>{problem.row}</Table.Td>
                  <Table.Td>{problem.field}</Table.Td>
                  <Table.Td>{problem.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * A spreadsheet of earlier distributions (xlsx or csv), imported whole or not at all; the
 * template to fill in is downloaded with the token.
 */
function ImportForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('distribution-history');
  const tm = useTranslation('messages').t;
  const format = useFormat();
  const [file, setFile] = useState<File | null>(null);
  const importFile = useImportHistory();
  const template = useDownloadImportTemplate();
  const problems: ShownProblem[] = rowProblemsOf(importFile.error).map((problem, index) => ({
    key: `${index}-${problem.row}-${problem.field}`,
    row: format.number(problem.row),
    field: <ColumnName column={problem.field} />,
    reason: tm(problem.message),
  }));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('import.help')}
      </Text>
      <div>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => template.mutate()}
          disabled={template.isPending}
          data-testid="history-import-template"
        >
          {t('import.template')}
        </Anchor>
      </div>
      <FileInput
        label={t('import.file')}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          importFile.reset();
        }}
        clearable
        required
        data-testid="history-import-file"
      />
      {importFile.data && (
        <Alert color="green" role="status" data-testid="history-import-done">
          {t('import.done', {
            imported: format.number(importFile.data.imported),
            created: format.number(importFile.data.created),
            updated: format.number(importFile.data.updated),
          })}
        </Alert>
      )}
      {problems.length > 0 && <Problems problems={problems} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('import.close')}
        </Button>
        <Button
          disabled={!file}
          loading={importFile.isPending}
          onClick={() => file && importFile.mutate(file)}
          data-testid="history-import-submit"
        >
          {t('import.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Import": the import form in a dialog, the whole screen on a phone; afresh each time. */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('distribution-history');
  const compact = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('import.title')}
      size="lg"
      fullScreen={compact}
      centered
    >
      {opened && <ImportForm onDone={onClose} />}
    </Modal>
  );
}
