import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MASTER_ENTITIES } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { renderAt } from '../../../test/master-data';
import { MasterDataIndexPage } from './master-data-index-page';

beforeEach(async () => {
  await i18n.changeLanguage('ne');
});

describe('MasterDataIndexPage', () => {
  it('links every entity once, under its group, by its title in the current language', async () => {
    renderAt(<MasterDataIndexPage />);
    const places = screen.getByTestId('master-group-places');
    expect(within(places).getByRole('heading', { name: 'स्थान' })).toBeInTheDocument();
    expect(within(places).getByRole('link', { name: 'जिल्लाहरू' })).toHaveAttribute(
      'href',
      '/admin/master-data/districts',
    );
    expect(screen.getAllByRole('link')).toHaveLength(MASTER_ENTITIES.length);

    await i18n.changeLanguage('en');
    expect(await screen.findByRole('link', { name: 'Districts' })).toBeInTheDocument();
    expect(within(screen.getByTestId('master-group-exams')).getByRole('heading')).toHaveTextContent(
      'Examinations',
    );
  });
});
