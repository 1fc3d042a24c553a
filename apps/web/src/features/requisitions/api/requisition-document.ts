import { download, type DownloadedFile } from '../../../lib/api';
import { REQUISITIONS_PATH } from './requisition-keys';

/** The requisition's document (PDF or picture), fetched with the token: it is not public. */
export function downloadRequisitionDocument(id: number): Promise<DownloadedFile> {
  return download(`${REQUISITIONS_PATH}/${id}/document`);
}
