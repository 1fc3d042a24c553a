import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  REQUISITION_DOCUMENT_PART,
  type TRequisitionDetail,
  type TRequisitionInput,
} from '@niyukti/shared';
import { uploadForm } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { REQUISITIONS_PATH, requisitionKeys } from './requisition-keys';

/** What filing sends: the fields and the document (both required). */
export interface RequisitionFiling {
  input: TRequisitionInput;
  document: File;
}

/** The multipart body: the fields as JSON in `data`, the document as its own part. */
export function requisitionForm({ input, document }: RequisitionFiling): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(input));
  form.append(REQUISITION_DOCUMENT_PART, document, document.name);
  return form;
}

/** Files a requisition with upload progress (0–100); toasts the server's message. */
export function useFileRequisition() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (filing: RequisitionFiling) => {
      setProgress(0);
      return uploadForm<TRequisitionDetail>(
        { method: 'POST', path: REQUISITIONS_PATH, form: () => requisitionForm(filing) },
        setProgress,
      );
    },
    onSuccess: async ({ data, message }) => {
      if (message) toast.success(message);
      queryClient.setQueryData(requisitionKeys.detail(data.id), data);
      await queryClient.invalidateQueries({ queryKey: requisitionKeys.all });
    },
  });
  return { mutation, progress };
}
