import { catalogueOf } from './catalogue';

export default catalogueOf(
  import.meta.glob<Record<string, unknown>>('./en/signed-in/*.json', {
    eager: true,
    import: 'default',
  }),
);
