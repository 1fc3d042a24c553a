import messages from 'virtual:messages/ne';
import { catalogueOf } from './catalogue';

export default catalogueOf(
  import.meta.glob<Record<string, unknown>>(['./ne/*.json', '!./ne/essential.json'], {
    eager: true,
    import: 'default',
  }),
  messages,
);
