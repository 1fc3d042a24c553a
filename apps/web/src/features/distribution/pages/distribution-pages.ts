// The requests and a requisition's distribution form in one chunk (one opens the other), and one
// lazy import instead of two keeps the route table every first visit downloads a little smaller.
export { DistributionFormPage } from './distribution-form-page';
export { PercentageDistributionPage } from './percentage-distribution-page';
