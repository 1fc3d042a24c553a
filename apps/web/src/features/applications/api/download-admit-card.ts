import { useMutation } from '@tanstack/react-query';
import { download, saveFile } from '../../../lib/api';
import { MY_APPLICATIONS_PATH } from './get-my-applications';

export async function downloadAdmitCard(applicationId: number): Promise<void> {
  saveFile(await download(`${MY_APPLICATIONS_PATH}/${applicationId}/admit-card`));
}

export function useDownloadAdmitCard() {
  return useMutation({ mutationFn: downloadAdmitCard });
}
