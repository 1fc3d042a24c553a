import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TAdvertisementView } from '@niyukti/shared';
import { DataTable } from '../../../components/data-table';
import { i18n } from '../../../lib/i18n';
import { aLocalLevel, anAdvertisementView } from '../../../test/fixtures';
import { renderUi } from '../../../test/render';
import { useAdvertisementColumns } from './advertisement-columns';

const LOCAL = anAdvertisementView({ id: 14, localBody: aLocalLevel() });
const COMMISSION = anAdvertisementView({ id: 15 });

function AdvertisementList({ rows }: { rows: TAdvertisementView[] }) {
  const columns = useAdvertisementColumns({});
  return <DataTable columns={columns} data={rows} label="advertisements" />;
}

beforeEach(async () => {
  await i18n.changeLanguage('ne');
});

describe('useAdvertisementColumns', () => {
  it('names the local level under the post, and nothing under a commission post', async () => {
    renderUi(<AdvertisementList rows={[LOCAL, COMMISSION]} />);
    expect(screen.getByTestId('advertisement-row-local-level-14')).toHaveTextContent(
      'स्थानीय तह: धुलिखेल नगरपालिका, काभ्रेपलाञ्चोक',
    );
    expect(screen.queryByTestId('advertisement-row-local-level-15')).not.toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(
      await screen.findByText('Local level: Dhulikhel Municipality, Kavrepalanchok'),
    ).toBeInTheDocument();
    // Post and quota follow the language too (the table keeps a row's values across it).
    expect(screen.getAllByText('Section Officer')).toHaveLength(2);
    expect(screen.getAllByText('Open')).toHaveLength(2);
  });
});
