import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { anEligibility } from '../../../test/fixtures';
import { renderUi } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';
import { EligibilityPanel } from './eligibility-panel';

const render = () =>
  renderUi(
    <MemoryRouter>
      <EligibilityPanel eligibility={anEligibility()} />
    </MemoryRouter>,
  );

const rowOf = (id: string) => screen.getByTestId(`eligibility-${id}`);

describe('EligibilityPanel', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('marks each part met or not and explains it in the server’s words', () => {
    render();
    expect(rowOf('age')).toHaveAttribute('data-passed', 'true');
    expect(rowOf('age')).toHaveTextContent('The age limit that applies to you is 21 to 35 years');
    expect(rowOf('qualification')).toHaveAttribute('data-passed', 'false');
    expect(rowOf('qualification')).toHaveTextContent(
      "This post asks for Bachelor's degree or above. None of the education in your profile meets it",
    );
    expect(rowOf('group')).toHaveTextContent('Open competition: every candidate may apply.');
    expect(rowOf('window')).toHaveTextContent('Applying today costs Rs. 1,500.00.');
    expect(rowOf('window')).toHaveTextContent('each further group Rs. 500.00');
    expect(rowOf('profile')).toHaveAttribute('data-passed', 'true');
  });

  it('lists the post’s groups, linking the others', () => {
    render();
    const table = screen.getByTestId('eligibility-groups');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '16613/082-83OpenYesRs. 1,500.00',
      '16614/082-83WomenNoRs. 1,500.00',
    ]);
    expect(within(table).getByRole('link', { name: '16614/082-83' })).toHaveAttribute(
      'href',
      '/vacancy/2',
    );
  });

  it('lists the groups as cards on a phone, a label beside each value', () => {
    setScreenWidth(375);
    render();
    const list = screen.getByRole('list', { name: 'Quotas of this post' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const women = within(list).getByRole('article', { name: '16614/082-83' });
    expect(
      within(women)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'Advertisement no.: 16614/082-83',
      'Quota: Women',
      'You can apply: No',
      'Fee / status: Rs. 1,500.00',
    ]);
    expect(within(women).getByRole('link', { name: '16614/082-83' })).toHaveAttribute(
      'href',
      '/vacancy/2',
    );
  });

  it('says it all in Nepali, with Devanagari digits', async () => {
    await i18n.changeLanguage('ne');
    render();
    expect(screen.getByText('के म आवेदन दिन सक्छु?')).toBeInTheDocument();
    expect(rowOf('qualification')).toHaveTextContent('स्नातक वा सोभन्दा माथि');
    expect(rowOf('qualification')).toHaveTextContent('पुग्दैन');
    expect(rowOf('window')).toHaveTextContent('आज आवेदन दिँदा रु. १,५००.०० शुल्क लाग्छ।');
    expect(screen.getByRole('link', { name: '१६६१४/०८२-८३' })).toBeInTheDocument();
  });

  it('leaves out the extra-group fee where the post has no other group', () => {
    renderUi(
      <MemoryRouter>
        <EligibilityPanel
          eligibility={{ ...anEligibility(), groups: [anEligibility().groups[0]!] }}
        />
      </MemoryRouter>,
    );
    expect(rowOf('window')).toHaveTextContent('Applying today costs Rs. 1,500.00.');
    expect(rowOf('window')).not.toHaveTextContent('each further group');
    expect(screen.queryByTestId('eligibility-groups')).not.toBeInTheDocument();
  });
});
