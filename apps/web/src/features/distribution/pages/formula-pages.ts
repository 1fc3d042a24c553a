// The formula screens of the three phases in one chunk (VDC works through them together), and one
// lazy import instead of two keeps the route table every first visit downloads a little smaller.
export { PhaseThreeFormulaPage } from './phase-three-formula-page';
export { VacancyFormulaPage } from './vacancy-formula-page';
