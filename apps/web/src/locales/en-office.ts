import messages from 'virtual:messages/en/office';
import { catalogueOf } from './catalogue';

export default catalogueOf(
  import.meta.glob<Record<string, unknown>>('./en/office/*.json', {
    eager: true,
    import: 'default',
  }),
  messages,
);
