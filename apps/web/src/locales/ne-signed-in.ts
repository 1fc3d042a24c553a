import { catalogueOf } from './catalogue';

export default catalogueOf(
  import.meta.glob<Record<string, unknown>>('./ne/signed-in/*.json', {
    eager: true,
    import: 'default',
  }),
);
