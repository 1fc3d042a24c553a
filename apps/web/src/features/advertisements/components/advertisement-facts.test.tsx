import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { aLocalLevel, anAdvertisementView } from '../../../test/fixtures';
import { renderUi } from '../../../test/render';
import { AdvertisementFacts } from './advertisement-facts';

const LOCAL = anAdvertisementView({ id: 14, localBody: aLocalLevel() });
const COMMISSION = anAdvertisementView({ id: 15 });

beforeEach(async () => {
  await i18n.changeLanguage('ne');
});

describe('AdvertisementFacts', () => {
  it("names a local level's recruitment with its district and province, in both languages", async () => {
    renderUi(<AdvertisementFacts advertisement={LOCAL} />);
    expect(screen.getByText('स्थानीय तह')).toBeInTheDocument();
    expect(screen.getByTestId('advertisement-local-level-14')).toHaveTextContent(
      'धुलिखेल नगरपालिका, काभ्रेपलाञ्चोक, बागमती',
    );
    await i18n.changeLanguage('en');
    expect(await screen.findByText('Local level')).toBeInTheDocument();
    expect(screen.getByTestId('advertisement-local-level-14')).toHaveTextContent(
      'Dhulikhel Municipality, Kavrepalanchok, Bagmati',
    );
  });

  it("says nothing of a local level for the commission's own posts", () => {
    renderUi(<AdvertisementFacts advertisement={COMMISSION} />);
    expect(screen.getByText('नेपाल प्रशासन सेवा')).toBeInTheDocument();
    expect(screen.queryByText('स्थानीय तह')).not.toBeInTheDocument();
    expect(screen.queryByTestId('advertisement-local-level-15')).not.toBeInTheDocument();
  });

  it("says a distribution's advertisement comes from its requisition, its dates set when published", async () => {
    renderUi(
      <AdvertisementFacts
        advertisement={anAdvertisementView({
          id: 16,
          requisitionNumber: 'RQ-4/082-83',
          publishDateAd: null,
          publishDateBs: null,
          singleFeeDeadlineAd: null,
          singleFeeDeadlineBs: null,
          doubleFeeDeadlineAd: null,
          doubleFeeDeadlineBs: null,
          ageCutOffDateAd: null,
          ageCutOffDateBs: null,
          admitCardDateAd: null,
          admitCardDateBs: null,
        })}
      />,
    );
    expect(screen.getByTestId('advertisement-requisition-16')).toHaveTextContent(
      'माग नं. RQ-4/082-83 बाट',
    );
    // All seven dates wait for the publish form.
    expect(screen.getAllByText('प्रकाशन गर्दा तोकिन्छ')).toHaveLength(7);
    await i18n.changeLanguage('en');
    await waitFor(() =>
      expect(screen.getByTestId('advertisement-requisition-16')).toHaveTextContent(
        'From requisition RQ-4/082-83',
      ),
    );
    expect(screen.getAllByText('Set when published')).toHaveLength(7);
  });
});
