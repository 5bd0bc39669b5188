import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { CookieBanner } from './cookie-banner.tsx';

describe('CookieBanner', () => {
  it('records a reject for 365 days and hides; mandatory cookies stay on', async () => {
    renderWithTheme(<CookieBanner privacyHref="/datenschutz" />);
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/datenschutz');
    const switches = screen.getAllByRole('switch');
    expect(switches[0]).toBeChecked();
    expect(switches[0]).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(document.cookie).toContain('cookie_consent=rejected');
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });
});
