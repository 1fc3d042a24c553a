import messages from 'virtual:messages/ne/office';
import { catalogueOf } from './catalogue';

export default catalogueOf(
  import.meta.glob<Record<string, unknown>>('./ne/office/*.json', {
    eager: true,
    import: 'default',
  }),
  messages,
);
