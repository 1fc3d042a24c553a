import { createContext, useContext } from 'react';

/** A candidate's file to look at: its id on the staff file route, what it is, and its name. */
export interface ViewedDocument {
  fileId: number;
  /** As stored; absent when the answer does not say (a voucher): the file's own type decides. */
  contentType?: string;
  label: string;
}

/** Opens a document in the page's one viewer; outside a page with a viewer, does nothing. */
export const OpenDocumentContext = createContext<(document: ViewedDocument) => void>(() => {});

export const useOpenDocument = () => useContext(OpenDocumentContext);
