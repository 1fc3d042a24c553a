// The list and a log in one chunk: one leads to the other, and one lazy import instead of two
// keeps the route table every first visit downloads a little smaller.
export { DistributionLogPage } from './distribution-log-page';
export { HistoryListPage } from './history-list-page';
