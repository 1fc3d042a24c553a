import { useId, useState } from 'react';
import { Alert, Box, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MasterEntityDefinition } from '@niyukti/shared';
import { ApiError } from '../../../lib/api';
import { CardList, RecordCard } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { usePhoneWidth } from '../../../lib/phone-width';
import { useImportMasterFile, type ImportRowProblem } from '../api/master-import';

/** The refused rows of an import, when the server listed them. */
function rowProblemsOf(error: unknown): ImportRowProblem[] {
  if (!(error instanceof ApiError)) return [];
  const rows = (error.data as { rows?: ImportRowProblem[] } | null)?.rows;
  return Array.isArray(rows) ? rows : [];
}

/** A refused row on a phone (decision 120): its line, field and reason as label/value pairs. */
function ProblemCard(props: { row: string; field: string; reason: string }) {
  const { t } = useTranslation('master-data');
  const titleId = useId();
  return (
    <RecordCard
      titleId={titleId}
      fields={[
        { key: 'row', label: t('import.row'), value: props.row },
        { key: 'field', label: t('import.field'), value: props.field },
        { key: 'reason', label: t('import.reason'), value: props.reason },
      ]}
    />
  );
}

/**
 * Import a CSV or XLSX file into one entity: all rows or none. A refused file lists every bad
 * row with its line, field and reason, so the officer can mend the file and try again.
 */
export function MasterImportForm(props: { entity: MasterEntityDefinition; onDone(): void }) {
  const { t } = useTranslation('master-data');
  const format = useFormat();
  const phone = usePhoneWidth();
  const [file, setFile] = useState<File | null>(null);
  const importFile = useImportMasterFile(props.entity.key);
  const problems = rowProblemsOf(importFile.error);
  const labelOf = (field: string) =>
    props.entity.fields.find((candidate) => candidate.name === field)?.label[format.lang] ?? field;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('import.help', { columns: props.entity.fields.map((field) => field.name).join(', ') })}
      </Text>
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
        data-testid="master-import-file"
      />
      {importFile.data && (
        <Alert color="green" data-testid="master-import-done">
          {t('import.done', {
            imported: format.digits(importFile.data.imported),
            created: format.digits(importFile.data.created),
            updated: format.digits(importFile.data.updated),
          })}
        </Alert>
      )}
      {problems.length > 0 && (
        <Stack gap="xs" data-testid="master-import-problems">
          <Text fw={600} c="red">
            {t('import.problems', { shown: format.digits(problems.length) })}
          </Text>
          {phone ? (
            <Box mah={300} style={{ overflowY: 'auto' }}>
              <CardList label={t('import.problems', { shown: format.digits(problems.length) })}>
                {problems.map((problem) => (
                  <ProblemCard
                    key={`${problem.row}-${problem.field}-${problem.message}`}
                    row={format.digits(problem.row)}
                    field={labelOf(problem.field)}
                    reason={t(problem.message, { ns: 'messages' })}
                  />
                ))}
              </CardList>
            </Box>
          ) : (
            <Table.ScrollContainer minWidth={360} mah={300}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('import.row')}</Table.Th>
                    <Table.Th>{t('import.field')}</Table.Th>
                    <Table.Th>{t('import.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {problems.map((problem) => (
                    <Table.Tr key={`${problem.row}-${problem.field}-${problem.message}`}>
                      <Table.Td>{format.digits(problem.row)}</Table.Td>
                      <Table.Td>{labelOf(problem.field)}</Table.Td>
                      <Table.Td>{t(problem.message, { ns: 'messages' })}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onDone}>
          {t('import.close')}
        </Button>
        <Button
          disabled={!file}
          loading={importFile.isPending}
          onClick={() => file && importFile.mutate(file)}
          data-testid="master-import-submit"
        >
          {t('import.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
