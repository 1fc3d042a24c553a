import messages from 'virtual:messages/en';
import { catalogueOf } from './catalogue';

export default catalogueOf(
  import.meta.glob<Record<string, unknown>>(['./en/*.json', '!./en/essential.json'], {
    eager: true,
    import: 'default',
  }),
  messages,
);
