/** What the staff's notice list asks the server for (page from 1). */
export interface NoticeListQuery {
  page: number;
  pageSize: number;
  search: string;
}

/** The query cache's keys of notices: the board everyone reads and the staff's lists. */
export const noticeKeys = {
  all: ['notices'] as const,
  staff: (query: NoticeListQuery) => ['notices', 'staff', query] as const,
  board: ['notices', 'board'] as const,
  image: (id: number, fileId: number) => ['notices', 'image', id, fileId] as const,
};
