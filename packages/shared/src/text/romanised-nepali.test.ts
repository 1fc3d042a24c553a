import { describe, expect, it } from 'vitest';
import { romanisedToNepali } from './romanised-nepali';

// What people type and what they mean, written out here (not read from the module's list), so
// a change of the scheme or of a spelling in the list shows as a failure.
const BY_SOUND: [string, string][] = [
  ['kamal', 'कमल'],
  ['bhaanu', 'भानु'],
  ['maayaa', 'माया'],
  ['ghar', 'घर'],
  ['paanI', 'पानी'],
  ['kitaab', 'किताब'],
  ['desh', 'देश'],
  ['saathI', 'साथी'],
  ['aamaa', 'आमा'],
  ['baabu', 'बाबु'],
  ['didI', 'दिदी'],
  ['bhaai', 'भाइ'],
  ['bahinI', 'बहिनी'],
  ['gaau~', 'गाउँ'],
  ['sahar', 'सहर'],
  ['baaTo', 'बाटो'],
  ['kholaa', 'खोला'],
  ['pahaaD', 'पहाड'],
  ['himaal', 'हिमाल'],
  ['mandir', 'मन्दिर'],
  ['shikshaa', 'शिक्षा'],
  ['vidyaalaya', 'विद्यालय'],
  ['jillaa', 'जिल्ला'],
  ['pradesh', 'प्रदेश'],
  ['nagarapaalikaa', 'नगरपालिका'],
  ['gaau~paalikaa', 'गाउँपालिका'],
  ['naagarikataa', 'नागरिकता'],
  ['pramaaNapatra', 'प्रमाणपत्र'],
  ['shaakhaa', 'शाखा'],
  ['sewaa', 'सेवा'],
  ['aayog', 'आयोग'],
  ['lok', 'लोक'],
  ['niyukti', 'नियुक्ति'],
  ['vigyaapan', 'विज्ञापन'],
  ['parIkshaa', 'परीक्षा'],
  ['aavedan', 'आवेदन'],
  ['shulka', 'शुल्क'],
  ['miti', 'मिति'],
  ['saal', 'साल'],
  ['mahinaa', 'महिना'],
  ['din', 'दिन'],
  ['samaya', 'समय'],
  ['Thegaanaa', 'ठेगाना'],
  ['phon', 'फोन'],
  ['imel', 'इमेल'],
  ['patra', 'पत्र'],
  ['paThaau', 'पठाउ'],
  ['rAShTriya', 'राष्ट्रिय'],
  ['parichaya', 'परिचय'],
  ['Kamal', 'कमल'],
  ['kalam', 'कलम'],
  ['bhaaShaa', 'भाषा'],
  ['Ramesh', 'रमेश'],
  ['sambandha', 'सम्बन्ध'],
  ['saMsthaa', 'संस्था'],
  ['duHkha', 'दुःख'],
];

// Names and words their sound does not spell (श्रेष्ठ, not श्रेस्थ), however they are capitalised.
const AS_WRITTEN: [string, string][] = [
  ['shrestha', 'श्रेष्ठ'],
  ['Shrestha', 'श्रेष्ठ'],
  ['SITA', 'सीता'],
  ['Gita', 'गीता'],
  ['kathmandu', 'काठमाडौं'],
  ['Lalitpur', 'ललितपुर'],
  ['bhaktapur', 'भक्तपुर'],
  ['Pokhara', 'पोखरा'],
  ['nepal', 'नेपाल'],
  ['laxmi', 'लक्ष्मी'],
  ['Lakshmi', 'लक्ष्मी'],
  ['krishna', 'कृष्ण'],
  ['Bishnu', 'विष्णु'],
  ['ganesh', 'गणेश'],
  ['parbati', 'पार्वती'],
  ['durga', 'दुर्गा'],
  ['saraswati', 'सरस्वती'],
  ['kumari', 'कुमारी'],
  ['devi', 'देवी'],
  ['prasad', 'प्रसाद'],
  ['Bahadur', 'बहादुर'],
  ['kumar', 'कुमार'],
  ['narayan', 'नारायण'],
  ['chandra', 'चन्द्र'],
  ['sharma', 'शर्मा'],
  ['Adhikari', 'अधिकारी'],
  ['poudel', 'पौडेल'],
  ['bhattarai', 'भट्टराई'],
  ['koirala', 'कोइराला'],
  ['Thapa', 'थापा'],
  ['gurung', 'गुरुङ'],
  ['tamang', 'तामाङ'],
  ['magar', 'मगर'],
  ['rai', 'राई'],
  ['limbu', 'लिम्बू'],
  ['sherpa', 'शेर्पा'],
  ['karki', 'कार्की'],
  ['khadka', 'खड्का'],
  ['basnet', 'बस्नेत'],
  ['bhandari', 'भण्डारी'],
  ['pandey', 'पाण्डे'],
  ['joshi', 'जोशी'],
  ['yadav', 'यादव'],
  ['chaudhary', 'चौधरी'],
  ['ghimire', 'घिमिरे'],
  ['neupane', 'न्यौपाने'],
  ['regmi', 'रेग्मी'],
  ['gautam', 'गौतम'],
  ['maharjan', 'महर्जन'],
  ['shakya', 'शाक्य'],
  ['KC', 'केसी'],
  ['dhakal', 'ढकाल'],
  ['acharya', 'आचार्य'],
  ['singh', 'सिंह'],
  ['shyam', 'श्याम'],
  ['sunita', 'सुनिता'],
  ['deepak', 'दीपक'],
  ['santosh', 'सन्तोष'],
  ['srijana', 'सृजना'],
];

describe('romanisedToNepali', () => {
  it('types the issue’s example', () => {
    expect(romanisedToNepali('ram bahadur shrestha')).toBe('राम बहादुर श्रेष्ठ');
  });

  it.each(BY_SOUND)('spells %s by its sound as %s', (typed, meant) => {
    expect(romanisedToNepali(typed)).toBe(meant);
  });

  it.each(AS_WRITTEN)('writes %s as %s', (typed, meant) => {
    expect(romanisedToNepali(typed)).toBe(meant);
  });

  it('holds more than a hundred known words', () => {
    expect(BY_SOUND.length + AS_WRITTEN.length).toBeGreaterThanOrEqual(100);
  });

  it('writes digits in Devanagari, a sentence’s full stop as a danda, and keeps the rest', () => {
    expect(romanisedToNepali('ma nepaalI hu~.')).toBe('म नेपाली हुँ।');
    expect(romanisedToNepali('waDaa 5, 2082')).toBe('वडा ५, २०८२');
    expect(romanisedToNepali('ka/kha (ga)')).toBe('क/ख (ग)');
  });
});
