// Vacancy distribution (back-office.md §3 "Phase 3 formula", §5 "Phase 3 formula and table").
import type { MessageCatalogue } from './localized-text';

export const DISTRIBUTION_MESSAGES = {
  'distribution.formulaSaved': {
    en: 'The formula has been saved.',
    ne: 'सूत्र सुरक्षित गरियो।',
  },
  'distribution.formulaDeleted': {
    en: 'The formula has been deleted.',
    ne: 'सूत्र हटाइयो।',
  },
  'distribution.percentage': {
    en: 'Enter a percentage from 1 to 99 with at most two decimals, or 100.',
    ne: '१ देखि ९९ सम्मको बढीमा दुई दशमलव स्थानसहितको प्रतिशत, वा १०० लेख्नुहोस्।',
  },
  'distribution.priorityRange': {
    en: 'Choose a priority from 1 to 6.',
    ne: '१ देखि ६ सम्मको प्राथमिकता छान्नुहोस्।',
  },
  'distribution.categoryUsed': {
    en: 'This category already has a formula.',
    ne: 'यो समूहको सूत्र पहिले नै छ।',
  },
  'distribution.priorityUsed': {
    en: 'Another category already has this priority.',
    ne: 'अर्को समूहको यही प्राथमिकता छ।',
  },
  'distribution.totalOver100': {
    en: 'The percentages of the categories would add up to more than 100.',
    ne: 'समूहहरूको प्रतिशतको जोड १०० भन्दा बढी हुन्छ।',
  },
  // Phases 1 and 2 (back-office.md §5 "Vacancy formula (phases 1 and 2)").
  'distribution.priorityRangeFour': {
    en: 'Choose a priority from 1 to 4.',
    ne: '१ देखि ४ सम्मको प्राथमिकता छान्नुहोस्।',
  },
  'distribution.percentRange': {
    en: 'Enter a whole percent from 1 to 100.',
    ne: '१ देखि १०० सम्मको पूर्ण प्रतिशत लेख्नुहोस्।',
  },
  'distribution.limitRange': {
    en: 'Enter a number of posts from 1 to 10,000.',
    ne: '१ देखि १०,००० सम्मको पद सङ्ख्या लेख्नुहोस्।',
  },
  'distribution.headingUsed': {
    en: 'This heading already has a formula for this class and service.',
    ne: 'यो श्रेणी र सेवाका लागि यो शीर्षकको सूत्र पहिले नै छ।',
  },
  'distribution.headingPriorityUsed': {
    en: 'Another heading of this class and service already has this priority.',
    ne: 'यो श्रेणी र सेवाको अर्को शीर्षकको यही प्राथमिकता छ।',
  },
  'distribution.headingsOver100': {
    en: 'The percents of the headings would add up to more than 100.',
    ne: 'शीर्षकहरूको प्रतिशतको जोड १०० भन्दा बढी हुन्छ।',
  },
  'distribution.limitSaved': {
    en: 'The distribution limit has been saved.',
    ne: 'वितरण सीमा सुरक्षित गरियो।',
  },
  // The phase-3 table (back-office.md §5 "Phase 3 table").
  'distribution.vacancyNumberRange': {
    en: 'Enter a vacancy number from 1 to 10,000.',
    ne: '१ देखि १०,००० सम्मको पद सङ्ख्या लेख्नुहोस्।',
  },
  'distribution.actualValueRange': {
    en: 'Enter a whole number of posts, 0 or more.',
    ne: '० वा बढीको पूर्ण पद सङ्ख्या लेख्नुहोस्।',
  },
  'distribution.actualOverVacancy': {
    en: 'The actual count cannot be more than the vacancy number.',
    ne: 'वास्तविक सङ्ख्या पद सङ्ख्याभन्दा बढी हुन सक्दैन।',
  },
  'distribution.tableValueUsed': {
    en: 'This category already has a count for this vacancy number.',
    ne: 'यो पद सङ्ख्याका लागि यो समूहको सङ्ख्या पहिले नै छ।',
  },
  'distribution.categoryWithoutFormula': {
    en: 'This category has no formula: give it a percentage first.',
    ne: 'यो समूहको सूत्र छैन: पहिले यसको प्रतिशत तोक्नुहोस्।',
  },
  'distribution.rowSumMismatch': {
    en: 'The actual counts must add up to the vacancy number.',
    ne: 'वास्तविक सङ्ख्याहरूको जोड पद सङ्ख्या बराबर हुनुपर्छ।',
  },
  'distribution.tableSaved': {
    en: 'The table has been saved.',
    ne: 'तालिका सुरक्षित गरियो।',
  },
  'distribution.tableDeleted': {
    en: 'The table value has been deleted.',
    ne: 'तालिकाको मान हटाइयो।',
  },
  'distribution.tableRowDeleted': {
    en: 'The row of the table has been deleted.',
    ne: 'तालिकाको पङ्क्ति हटाइयो।',
  },
  // Auto-generating a requisition's quota (PD).
  'distribution.requisitionNotApproved': {
    en: 'Only an approved requisition is distributed; this one is {status}.',
    ne: 'स्वीकृत माग फाराम मात्र वितरण गरिन्छ; यो माग फाराम अहिले {status} अवस्थामा छ।',
  },
  'distribution.phaseNotWhole': {
    en: 'The {phase} formula for this class and service does not add up to 100%: complete it on the distribution configuration first.',
    ne: 'यो श्रेणी र सेवाको {phase} सूत्रको जोड १००% छैन: पहिले वितरण सूत्रमा पूरा गर्नुहोस्।',
  },
  // Saving the split (PD): the spec's five messages (back-office.md §5), then our own.
  'distribution.generateNumbersFirst': {
    en: 'Please Generate Advertisement Number at first',
    ne: 'कृपया पहिले विज्ञापन नम्बर निकाल्नुहोस्',
  },
  'distribution.enterVacancyNumber': {
    en: 'Please enter Vacancy Number',
    ne: 'कृपया पद सङ्ख्या लेख्नुहोस्',
  },
  'distribution.sumMustEqualTotal': {
    en: 'Sum of Vacancy Number should be equal to total vacancy',
    ne: 'पद सङ्ख्याको जोड कुल पद सङ्ख्या बराबर हुनुपर्छ',
  },
  'distribution.validVacancyNumber': {
    en: 'Please enter valid Vacancy Number',
    ne: 'कृपया मान्य पद सङ्ख्या लेख्नुहोस्',
  },
  'distribution.selectQuotaType': {
    en: 'Please select Quota Type',
    ne: 'कृपया कोटाको प्रकार छान्नुहोस्',
  },
  'distribution.quotaRepeated': {
    en: 'This quota type is already in the split.',
    ne: 'यो कोटाको प्रकार वितरणमा पहिले नै छ।',
  },
  'distribution.quotaNotNumbered': {
    en: 'No advertisement number was generated for this quota type.',
    ne: 'यो कोटाको प्रकारका लागि विज्ञापन नम्बर निकालिएको छैन।',
  },
  'distribution.cannotSave': {
    en: 'This distribution cannot be changed: it is {status}.',
    ne: 'यो वितरण अब बदल्न मिल्दैन: यो {status} अवस्थामा छ।',
  },
  'distribution.cannotDecide': {
    en: 'Only a distribution waiting for approval is approved or rejected; this one is {status}.',
    ne: 'स्वीकृतिको प्रतीक्षामा रहेको वितरण मात्र स्वीकृत वा अस्वीकृत गरिन्छ; यो वितरण {status} अवस्थामा छ।',
  },
  'distribution.noFee': {
    en: 'No application fee is set for this class in master data: set it before approving.',
    ne: 'यो श्रेणीको दरखास्त शुल्क मास्टर डाटामा तोकिएको छैन: स्वीकृत गर्नुअघि तोक्नुहोस्।',
  },
  'distribution.codeTaken': {
    en: 'An advertisement already has the code {code}: change that advertisement first.',
    ne: '{code} कोड भएको विज्ञापन पहिले नै छ: पहिले त्यो विज्ञापन सच्याउनुहोस्।',
  },
  'distribution.numbersGenerated': {
    en: 'The advertisement numbers have been generated.',
    ne: 'विज्ञापन नम्बर निकालियो।',
  },
  'distribution.saved': {
    en: 'The distribution has been saved and sent for approval.',
    ne: 'वितरण सुरक्षित गरी स्वीकृतिका लागि पठाइयो।',
  },
  'distribution.approved': {
    en: 'The distribution has been approved; its advertisements wait on the publish page.',
    ne: 'वितरण स्वीकृत भयो; यसका विज्ञापनहरू प्रकाशन पृष्ठमा प्रतीक्षामा छन्।',
  },
  'distribution.historySaved': {
    en: 'The distribution has been entered in the history.',
    ne: 'वितरण इतिहासमा प्रविष्ट गरियो।',
  },
  'distribution.historyDeleted': {
    en: 'The distribution has been removed from the history.',
    ne: 'वितरण इतिहासबाट हटाइयो।',
  },
  'distribution.historyImported': {
    en: 'The distribution history has been imported.',
    ne: 'वितरण इतिहास आयात गरियो।',
  },
  'distribution.historyImportFailed': {
    en: 'Nothing was imported: correct the rows listed and import the file again.',
    ne: 'केही पनि आयात भएन: देखाइएका पङ्क्ति सच्याएर फाइल फेरि आयात गर्नुहोस्।',
  },
  'distribution.historyMadeInNiyukti': {
    en: 'A distribution made in Niyukti stays in the history; only an entered one may be changed or removed.',
    ne: 'नियुक्तिमा गरिएको वितरण इतिहासमै रहन्छ; प्रविष्ट गरिएको मात्र परिवर्तन वा हटाउन सकिन्छ।',
  },
  'distribution.quotaColumnUnknown': {
    en: 'This column names no quota or way of filling posts.',
    ne: 'यो स्तम्भले कुनै कोटा वा पदपूर्तिको तरिका जनाउँदैन।',
  },
  'distribution.fiscalYearFormat': {
    en: 'Write the fiscal year as XXXX-XX, for example 2083-84.',
    ne: 'आर्थिक वर्ष २०८३-८४ जस्तै ढाँचामा लेख्नुहोस्।',
  },
  'distribution.rejected': {
    en: 'The distribution has been returned for correction.',
    ne: 'वितरण सच्याउन फिर्ता पठाइयो।',
  },
} as const satisfies MessageCatalogue<'distribution'>;
