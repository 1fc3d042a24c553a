import { catalogueOf } from './catalogue';

export default catalogueOf(
  import.meta.glob<Record<string, unknown>>('./ne/office/*.json', {
    eager: true,
    import: 'default',
  }),
);
