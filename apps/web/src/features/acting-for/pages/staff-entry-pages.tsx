import { Navigate, useLocation, useParams } from 'react-router';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CANDIDATE_DOCUMENT_KINDS, type CandidateDocumentKind } from '@niyukti/shared';
import { PROFILE_DOCUMENTS_PATH, PROFILE_PERSONAL_PATH, SELECT_MASTER_ID_PATH } from '../paths';
import { useActingFor } from '../state';

/**
 * A back-office entry (back-office.md §2) into a candidate screen: with a candidate chosen it
 * opens that screen, else the choice comes first and leads back here.
 */
function StaffEntry({ to }: { to: string }) {
  const actingFor = useActingFor();
  const { pathname } = useLocation();
  if (!actingFor)
    return (
      <Navigate to={`${SELECT_MASTER_ID_PATH}?next=${encodeURIComponent(pathname)}`} replace />
    );
  return <Navigate to={to} replace />;
}

/** /admin/edit/personal-detail: the chosen candidate's personal details. */
export function EditPersonalDetailPage() {
  return <StaffEntry to={PROFILE_PERSONAL_PATH} />;
}

/** /admin/edit/user-document: the chosen candidate's documents. */
export function EditUserDocumentPage() {
  return <StaffEntry to={PROFILE_DOCUMENTS_PATH} />;
}

const isDocumentKind = (value: string | undefined): value is CandidateDocumentKind =>
  (CANDIDATE_DOCUMENT_KINDS as readonly string[]).includes(value ?? '');

/** /admin/photo-editor/{type}: the documents tab, opened at the upload and crop of one kind. */
export function PhotoEditorPage() {
  const { t } = useTranslation('acting-for');
  const { type } = useParams();
  if (!isDocumentKind(type))
    return (
      <Alert color="yellow" data-testid="photo-editor-unknown-type">
        {t('entry.unknownType')}
      </Alert>
    );
  return <StaffEntry to={`${PROFILE_DOCUMENTS_PATH}?kind=${type}`} />;
}
