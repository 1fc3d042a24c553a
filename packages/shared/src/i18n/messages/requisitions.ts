// Requisitions (back-office.md §3 "Requisition form", §4 "Requisition", §5 "Requisition form").
import type { MessageCatalogue } from './localized-text';

export const REQUISITION_MESSAGES = {
  'requisitions.filed': {
    en: 'The requisition has been filed.',
    ne: 'माग फाराम पेस गरियो।',
  },
  'requisitions.approved': {
    en: 'The requisition has been approved.',
    ne: 'माग फाराम स्वीकृत गरियो।',
  },
  'requisitions.rejected': {
    en: 'The requisition has been rejected.',
    ne: 'माग फाराम अस्वीकृत गरियो।',
  },
  // back-office.md §5, word for word.
  'requisitions.noDocument': {
    en: 'No Document Selected ...',
    ne: 'कुनै कागजात छानिएको छैन ...',
  },
  'requisitions.vacancyRange': {
    en: 'The total vacancy must be between 1 and 10,000.',
    ne: 'जम्मा पद सङ्ख्या १ देखि १०,००० सम्म हुनुपर्छ।',
  },
  'requisitions.postMismatch': {
    en: 'The post is not one of the chosen service, class, group and sub group.',
    ne: 'यो पद छानिएको सेवा, श्रेणी, समूह र उपसमूहको होइन।',
  },
  'requisitions.organizationCannotRequest': {
    en: 'This organization cannot request advertisements.',
    ne: 'यो सङ्गठनले विज्ञापनका लागि माग गर्न सक्दैन।',
  },
  'requisitions.ownOrganizationOnly': {
    en: 'You can file requisitions only for your own organization.',
    ne: 'तपाईं आफ्नै सङ्गठनका लागि मात्र माग फाराम पेस गर्न सक्नुहुन्छ।',
  },
  'requisitions.commissionDecides': {
    en: 'Only the commission’s staff approve or reject requisitions.',
    ne: 'माग फाराम आयोगका कर्मचारीले मात्र स्वीकृत वा अस्वीकृत गर्छन्।',
  },
  'requisitions.cannotDecide': {
    en: 'Only a requisition waiting for approval can be approved or rejected; this one is {status}.',
    ne: 'स्वीकृतिको प्रतीक्षामा रहेको माग फाराम मात्र स्वीकृत वा अस्वीकृत गर्न सकिन्छ; यो माग फाराम अहिले {status} अवस्थामा छ।',
  },
  'requisitions.consentLetterRequired': {
    en: 'A gazetted post’s requisition is approved with the consent letter of the Ministry of Federal Affairs and General Administration: enter its number and date.',
    ne: 'राजपत्राङ्कित पदको माग फाराम सङ्घीय मामिला तथा सामान्य प्रशासन मन्त्रालयको सहमति पत्रसहित स्वीकृत गरिन्छ: पत्रको सङ्ख्या र मिति लेख्नुहोस्।',
  },
} as const satisfies MessageCatalogue<'requisitions'>;
